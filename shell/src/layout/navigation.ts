/** docs/rules.md#navigation: entries of the top navigation (name, to, isAnchor). */
export interface NavigationEntry {
  name: string;
  to: string;
  isAnchor: boolean;
}

export const navigation: NavigationEntry[] = [
  { name: 'Home', to: '/', isAnchor: false },
  { name: 'About', to: '/#about', isAnchor: true },
  { name: 'Career Roadmaps', to: '/roadmaps', isAnchor: false },
  { name: 'Services', to: '/services', isAnchor: false },
  { name: 'Contact', to: '/contact', isAnchor: false },
];
