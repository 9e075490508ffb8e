import { IconBolt, IconCertificate, IconRoute, IconShieldCheck } from '@tabler/icons-react';
import { illustrations } from './illustrations';
import { blockchainPractice, practiceTrail } from './practices';
import type { Highlight, PageMetaContent, ProcessStep, SpecialistService } from './types';

const BOOKING_LINK = '/contact?source=gxit-solutions';

export const blockchainPage = {
  meta: {
    title: 'Blockchain Development Services: Smart Contracts, NFTs, DeFi',
    description:
      'Smart contracts, NFT marketplaces, token creation, DEX development, wallet integration, metaverse platforms and blockchain consulting by GXIT Solutions.',
    keywords: ['blockchain development', 'smart contracts', 'NFT marketplace', 'token creation', 'DEX development', 'Web3'],
    breadcrumbs: practiceTrail(blockchainPractice),
  } satisfies PageMetaContent,
  banner: {
    eyebrow: 'Blockchain Development',
    title: 'Build Secure, Scalable Web3 Products',
    subtitle:
      'From a single audited smart contract to a full decentralised exchange, our blockchain engineers take your idea from whitepaper to mainnet.',
    image: illustrations.blockchain,
  },
  servicesTitle: 'Our Blockchain Services',
  whyChoose: {
    title: 'Why Choose Our Blockchain Team?',
    reasons: [
      { icon: IconCertificate, title: 'Blockchain Experts', description: 'Engineers who have shipped contracts, tokens and dApps on several chains, led by architects with years of Web3 experience.' },
      { icon: IconShieldCheck, title: 'Security First', description: 'Threat modelling, test coverage and independent audits before anything touches real funds.' },
      { icon: IconBolt, title: 'Fast Development', description: 'Proven templates and tooling let us reach a working testnet release in weeks, not months.' },
      { icon: IconRoute, title: 'End-to-End Delivery', description: 'Strategy, design, development, audit, launch and support from one accountable team.' },
    ] satisfies Highlight[],
  },
  technologiesTitle: 'Technologies We Work With',
  technologies: ['Ethereum', 'Polygon', 'Binance Smart Chain', 'Solana', 'Cardano', 'Hyperledger', 'Web3.js', 'Truffle', 'Hardhat', 'MetaMask'],
  processTitle: 'How We Deliver',
  process: [
    { title: 'Research & Strategy', description: 'We study your use case, choose the right chain and token model, and agree scope, budget and milestones.' },
    { title: 'Development', description: 'Contracts, back end and front end are built in short sprints, with a testnet demo at the end of each.' },
    { title: 'Testing & Audit', description: 'Unit and integration tests, gas optimisation and a security audit with every finding fixed.' },
    { title: 'Launch & Support', description: 'Mainnet deployment, monitoring and upgrades, with a team on call after launch.' },
  ] satisfies ProcessStep[],
  closing: {
    title: 'Ready to build on the blockchain?',
    text: 'Tell us what you want to launch. A blockchain architect will reply with an approach, a timeline and an estimate.',
    primary: { label: 'Book a Blockchain Consultation', to: '/contact' },
    secondary: { label: 'See All Services', to: '/services' },
  },
};

/** docs/rules.md#blockchain: the seven blockchain services, with their slugs and durations. */
export const blockchainServices: SpecialistService[] = [
  {
    title: 'Smart Contract Development',
    slug: 'smart-contracts',
    category: 'Smart Contracts',
    audience: 'Startups, fintech companies and enterprises automating agreements',
    bannerImage: illustrations.contract,
    shortDescription: 'Secure, gas-efficient smart contracts written, tested and audited for EVM and non-EVM chains.',
    fullDescription: [
      'Smart contracts enforce business rules without intermediaries, but a single bug can be expensive. We write contracts with security patterns from the first line, cover them with automated tests and have them reviewed before deployment.',
      'We build escrow, vesting, staking, governance, payment and custom business logic contracts, and upgradeable designs when your product needs to evolve.',
    ],
    duration: '4-8 weeks',
    keyFeatures: ['Solidity and Rust development', 'Upgradeable contract patterns', 'Gas optimisation', 'Automated test suites', 'Third-party audit coordination', 'Deployment and verification'],
    outcomes: ['Contracts that behave exactly as specified', 'Lower transaction costs for your users', 'An audit report you can share with investors'],
    ctaButtonText: 'Start Your Smart Contract',
    ctaLink: BOOKING_LINK,
    keywords: ['smart contract development', 'Solidity', 'smart contract audit'],
  },
  {
    title: 'NFT Marketplace Development',
    slug: 'nft-marketplace',
    category: 'NFT Platforms',
    audience: 'Creators, brands, gaming studios and collectible platforms',
    bannerImage: illustrations.nft,
    shortDescription: 'White-label or custom NFT marketplaces with minting, auctions, royalties and wallet log-in.',
    fullDescription: [
      'We build marketplaces where creators mint, list and sell digital assets, with the features collectors expect: fixed-price and auction sales, offers, collections and creator royalties.',
      'Choose a multi-chain marketplace or a branded store for your own collection, with lazy minting to keep costs low.',
    ],
    duration: '8-12 weeks',
    keyFeatures: ['Minting and lazy minting', 'Auctions, offers and fixed-price sales', 'Creator royalties', 'Wallet connection', 'IPFS media storage', 'Admin and moderation panel'],
    outcomes: ['A launch-ready marketplace under your brand', 'Revenue from fees and royalties', 'A smooth experience for buyers and creators'],
    ctaButtonText: 'Launch Your NFT Marketplace',
    ctaLink: BOOKING_LINK,
    keywords: ['NFT marketplace development', 'NFT platform', 'NFT minting'],
  },
  {
    title: 'Token Creation',
    slug: 'token-creation',
    category: 'Token Development',
    audience: 'Startups, communities and businesses launching a digital asset',
    bannerImage: illustrations.token,
    shortDescription: 'Fungible and utility tokens with sound tokenomics, vesting and a clean launch.',
    fullDescription: [
      'We design and deploy tokens that fit your project: utility, governance, reward or stablecoin-style tokens on the standard that suits your chain.',
      'Tokenomics, vesting schedules and distribution contracts are planned with you, and we prepare the technical material exchanges and listing partners ask for.',
    ],
    duration: '3-6 weeks',
    keyFeatures: ['ERC-20, BEP-20 and SPL tokens', 'Tokenomics design', 'Vesting and distribution contracts', 'Staking contracts', 'Audit coordination', 'Listing documentation'],
    outcomes: ['A secure, standards-compliant token', 'A distribution plan your community trusts', 'Readiness for exchange listings'],
    ctaButtonText: 'Create Your Token',
    ctaLink: BOOKING_LINK,
    keywords: ['token creation', 'ERC-20 token', 'tokenomics'],
  },
  {
    title: 'DEX Development',
    slug: 'dex-exchange',
    category: 'DeFi Platforms',
    audience: 'DeFi founders, exchanges and liquidity providers',
    bannerImage: illustrations.swap,
    shortDescription: 'Decentralised exchanges with automated market makers, liquidity pools and yield farming.',
    fullDescription: [
      'We build decentralised exchanges where users trade directly from their wallets: automated market makers, liquidity pools, farming and analytics, with an interface that feels as simple as a centralised app.',
      'Because DEXs hold user funds, every release goes through extended testing, simulation and an external audit.',
    ],
    duration: '12-20 weeks',
    keyFeatures: ['AMM and order-book models', 'Liquidity pools and LP tokens', 'Yield farming and staking', 'Price oracles', 'Trading analytics', 'Multi-chain deployment'],
    outcomes: ['A secure, audited trading platform', 'Deep liquidity from day one through incentives', 'A product ready to scale across chains'],
    ctaButtonText: 'Build Your DEX',
    ctaLink: BOOKING_LINK,
    keywords: ['DEX development', 'decentralised exchange', 'AMM', 'DeFi platform'],
  },
  {
    title: 'Wallet Integration',
    slug: 'wallet-integration',
    category: 'Wallet Solutions',
    audience: 'dApps, exchanges, games and fintech apps',
    bannerImage: illustrations.wallet,
    shortDescription: 'Connect MetaMask, WalletConnect and custodial wallets to your app, or build your own.',
    fullDescription: [
      'We add secure wallet connection, signing and payments to web and mobile apps, and build custom custodial or non-custodial wallets when an off-the-shelf one is not enough.',
      'Transaction flows are designed so that users always know what they are signing.',
    ],
    duration: '4-8 weeks',
    keyFeatures: ['MetaMask and WalletConnect', 'Custodial and non-custodial wallets', 'Multi-chain support', 'Transaction signing flows', 'Payment and checkout', 'Key management best practice'],
    outcomes: ['One-click wallet log-in and payments', 'Fewer failed transactions', 'Users who trust your app with their assets'],
    ctaButtonText: 'Integrate a Wallet',
    ctaLink: BOOKING_LINK,
    keywords: ['wallet integration', 'crypto wallet development', 'WalletConnect'],
  },
  {
    title: 'Metaverse Platform Development',
    slug: 'metaverse-platform',
    category: 'Metaverse',
    audience: 'Brands, event organisers, education providers and gaming studios',
    bannerImage: illustrations.ai,
    shortDescription: 'Immersive 3D worlds with avatars, virtual land, events and on-chain ownership.',
    fullDescription: [
      'We create virtual spaces for showrooms, classrooms, events and games, with avatars, voice chat and ownership of land and items recorded on the blockchain.',
      'Platforms run in the browser and on headsets, so your audience can join without special hardware.',
    ],
    duration: '16-24 weeks',
    keyFeatures: ['3D world design', 'Custom avatars', 'Virtual land and NFT items', 'Live events and voice chat', 'Browser and VR support', 'Creator tools'],
    outcomes: ['A branded virtual world for your audience', 'New revenue from digital goods and events', 'Engagement beyond the physical venue'],
    ctaButtonText: 'Design Your Metaverse',
    ctaLink: BOOKING_LINK,
    keywords: ['metaverse development', '3D virtual world', 'Web3 gaming'],
  },
  {
    title: 'Blockchain Consulting',
    slug: 'blockchain-consulting',
    category: 'Consulting',
    audience: 'Business leaders and product teams exploring blockchain',
    bannerImage: illustrations.consulting,
    shortDescription: 'Honest advice on whether, where and how blockchain can help your business.',
    fullDescription: [
      'Not every problem needs a blockchain. Our consultants assess your use case, compare chains and architectures, and tell you plainly where the technology adds value and where it does not.',
      'You receive a written report with a recommended architecture, cost estimate, risks and a delivery roadmap.',
    ],
    duration: '2-6 weeks',
    keyFeatures: ['Use-case assessment', 'Chain and platform selection', 'Tokenomics review', 'Regulatory considerations', 'Architecture blueprint', 'Delivery roadmap'],
    outcomes: ['A clear go or no-go decision', 'A realistic budget and timeline', 'A blueprint your developers can build from'],
    ctaButtonText: 'Book a Strategy Session',
    ctaLink: BOOKING_LINK,
    keywords: ['blockchain consulting', 'Web3 strategy', 'blockchain use case'],
  },
];
