import { homeContact } from '../../content/home-sections';
import { ContactSection } from '../contact/ContactSection';

export default function HomeContactSection() {
  return <ContactSection eyebrow={homeContact.eyebrow} title={homeContact.title} subtitle={homeContact.subtitle} source="home" headingOrder={2} />;
}
