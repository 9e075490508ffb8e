// Standalone development host: this remote alone, inside the shared design system and session.
import { startStandalone } from 'shared-ui/dev-host';
import Routes from './routes';

startStandalone(Routes, process.env.GX_POCKETBASE_URL);
