import { useSearchParams, usePageMeta } from 'shared-ui';
import { contactWordingFor } from '../../content/contact';
import { ContactSection } from './ContactSection';

/** Booking links name their section (docs/rules.md#contact); anything else is recorded as the page itself. */
const KNOWN_SOURCES = new Set(['gx-academy', 'gxit-solutions']);

/** /contact and /contact?source=… (docs/rules.md#contact): student wording, or business wording for gxit-solutions. */
export default function ContactPage() {
  const source = useSearchParams()[0].get('source');
  const wording = contactWordingFor(source);
  usePageMeta(wording.meta);
  return (
    <ContactSection
      title={wording.headline}
      subtitle={wording.subtitle}
      source={source && KNOWN_SOURCES.has(source) ? source : 'contact'}
      headingOrder={1}
    />
  );
}
