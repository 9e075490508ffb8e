/**
 * The fixture's coins: realistic late-2026-style figures in the CoinGecko v3 shapes. Images point
 * at the provider's real hosts on purpose: they cannot load on an offline machine, which is how
 * the pages' image fallback gets exercised.
 */
export interface FixtureCoin {
  id: string;
  symbol: string;
  name: string;
  /** The provider's numeric image id, used to build realistic image URLs. */
  imageId: number;
  imageHost: 'assets.coingecko.com' | 'coin-images.coingecko.com';
  rank: number;
  price: number;
  marketCap: number;
  volume: number;
  change24h: number;
  change7d: number;
  change30d: number;
  circulating: number;
  total: number | null;
  max: number | null;
  ath: number;
  athDate: string;
  atl: number;
  atlDate: string;
  description: string;
}

export const fixtureCoins: FixtureCoin[] = [
  {
    id: 'bitcoin', symbol: 'btc', name: 'Bitcoin', imageId: 1, imageHost: 'coin-images.coingecko.com', rank: 1,
    price: 97_412.35, marketCap: 1_929_384_112_733, volume: 41_208_334_912,
    change24h: 2.41, change7d: -1.37, change30d: 8.92,
    circulating: 19_806_231, total: 19_806_231, max: 21_000_000,
    ath: 126_080.12, athDate: '2025-10-06T18:57:42.558Z', atl: 67.81, atlDate: '2013-07-06T00:00:00.000Z',
    description:
      'Bitcoin is the first successful internet money based on peer-to-peer technology; no central bank or authority is involved in the transaction and production of the Bitcoin currency. It was created by an anonymous individual/group under the name, Satoshi Nakamoto. The source code is available publicly as an open source project, anybody can look at it and be part of the developmental process.\r\n\r\nBitcoin is changing the way we see money as we speak. The idea was to produce a means of exchange, independent of any central authority, that could be transferred electronically in a secure, verifiable and immutable way. It is a decentralized peer-to-peer internet currency making mobile payment easy, very low transaction fees, protects your identity, and it works anywhere all the time with no central authority and banks.\r\n\r\nBitcoin is designed to have only 21 million BTC ever created, thus making it a deflationary currency. Read more in the <a href="https://bitcoin.org/bitcoin.pdf">Bitcoin white paper</a>.',
  },
  {
    id: 'ethereum', symbol: 'eth', name: 'Ethereum', imageId: 279, imageHost: 'coin-images.coingecko.com', rank: 2,
    price: 3_412.78, marketCap: 411_902_447_120, volume: 22_871_104_556,
    change24h: -1.12, change7d: 3.84, change30d: -4.05,
    circulating: 120_694_212, total: 120_694_212, max: null,
    ath: 4_946.05, athDate: '2025-08-24T19:21:03.333Z', atl: 0.432979, atlDate: '2015-10-20T00:00:00.000Z',
    description:
      'Ethereum is a global, open-source platform for decentralized applications. In other words, the vision is to create a world computer that anyone can build applications in a decentralized manner; while all states and data are distributed and publicly accessible. Ethereum supports smart contracts in which developers can write code in order to program digital value. Examples of decentralized apps (dapps) that are built on Ethereum includes tokens, non-fungible tokens, decentralized finance apps, lending protocol, decentralized exchanges, and much more.\r\n\r\nOn Ethereum, all transactions and smart contract executions require a small fee to be paid. This fee is called Gas. See <a href="https://ethereum.org/">ethereum.org</a>.',
  },
  {
    id: 'tether', symbol: 'usdt', name: 'Tether', imageId: 325, imageHost: 'coin-images.coingecko.com', rank: 3,
    price: 1.0002, marketCap: 184_771_006_415, volume: 78_114_902_337,
    change24h: 0.01, change7d: -0.02, change30d: 0.03,
    circulating: 184_733_951_204, total: 184_733_951_204, max: null,
    ath: 1.32, athDate: '2018-07-24T00:00:00.000Z', atl: 0.572521, atlDate: '2015-03-02T00:00:00.000Z',
    description:
      'Tether (USDT) is a cryptocurrency with a value meant to mirror the value of the U.S. dollar. The idea was to create a stable cryptocurrency that can be used like digital dollars. Coins that serve this purpose of being a stable dollar substitute are called "stable coins." Tether is the most popular stable coin and even acts as a dollar replacement on many popular exchanges. See <a href="https://tether.to/">tether.to</a>.',
  },
  {
    id: 'binancecoin', symbol: 'bnb', name: 'BNB', imageId: 825, imageHost: 'assets.coingecko.com', rank: 4,
    price: 652.14, marketCap: 94_087_220_512, volume: 1_912_408_337,
    change24h: 0.87, change7d: 1.95, change30d: -2.2,
    circulating: 144_279_150, total: 144_279_150, max: 200_000_000,
    ath: 1_369.99, athDate: '2025-10-13T08:41:24.131Z', atl: 0.0398177, atlDate: '2017-10-19T00:00:00.000Z',
    description:
      'BNB is the native coin of the BNB Chain. It is used to pay transaction fees on the chain and for a range of uses across the Binance ecosystem. More on <a href="https://www.bnbchain.org/">bnbchain.org</a>.',
  },
  {
    id: 'solana', symbol: 'sol', name: 'Solana', imageId: 4128, imageHost: 'assets.coingecko.com', rank: 5,
    price: 241.07, marketCap: 116_211_783_064, volume: 5_613_904_228,
    change24h: 4.63, change7d: 9.11, change30d: 15.4,
    circulating: 482_065_118, total: 593_281_904, max: null,
    ath: 293.31, athDate: '2025-01-19T11:15:27.957Z', atl: 0.500801, atlDate: '2020-05-11T19:35:23.449Z',
    description:
      'Solana is a Layer 1 blockchain that offers users fast speeds and affordable costs. It supports smart contracts and facilitates the creation of decentralized applications. See <a href="https://solana.com/">solana.com</a>.',
  },
  {
    id: 'ripple', symbol: 'xrp', name: 'XRP', imageId: 44, imageHost: 'assets.coingecko.com', rank: 6,
    price: 1.4537, marketCap: 83_104_550_912, volume: 6_004_112_870,
    change24h: -3.28, change7d: 12.6, change30d: 41.7,
    circulating: 57_167_894_521, total: 99_986_873_811, max: 100_000_000_000,
    ath: 3.65, athDate: '2025-07-18T03:40:53.808Z', atl: 0.00268621, atlDate: '2014-05-22T00:00:00.000Z',
    description:
      'XRP is the currency that runs on a digital payment platform called RippleNet, which is on top of a distributed ledger database called XRP Ledger. See <a href="https://xrpl.org/">xrpl.org</a>.',
  },
  {
    id: 'usd-coin', symbol: 'usdc', name: 'USDC', imageId: 6319, imageHost: 'coin-images.coingecko.com', rank: 7,
    price: 0.99987, marketCap: 75_602_118_304, volume: 9_881_305_112,
    change24h: -0.01, change7d: 0.0, change30d: 0.02,
    circulating: 75_611_940_611, total: 75_611_940_611, max: null,
    ath: 1.17, athDate: '2019-05-08T00:40:28.300Z', atl: 0.877647, atlDate: '2023-03-11T08:02:13.981Z',
    description:
      'USDC is a fully collateralized US dollar stablecoin. Each USDC is backed by cash and short-dated U.S. government obligations. See <a href="https://www.circle.com/usdc">circle.com</a>.',
  },
  {
    id: 'dogecoin', symbol: 'doge', name: 'Dogecoin', imageId: 5, imageHost: 'assets.coingecko.com', rank: 8,
    price: 0.384216, marketCap: 56_704_115_990, volume: 3_221_670_452,
    change24h: 6.02, change7d: -8.4, change30d: 22.3,
    circulating: 147_582_116_384, total: 147_582_116_384, max: null,
    ath: 0.731578, athDate: '2021-05-08T05:08:23.458Z', atl: 0.0000869, atlDate: '2015-05-06T00:00:00.000Z',
    description:
      'Dogecoin is a cryptocurrency based on the popular "Doge" Internet meme and features a Shiba Inu on its logo. See <a href="https://dogecoin.com/">dogecoin.com</a>.',
  },
  {
    // A failure path with a page of its own: answers 500 until healed (POST /__fixture/heal/failing-coin).
    id: 'failing-coin', symbol: 'fail', name: 'Failing Coin', imageId: 99_001, imageHost: 'assets.coingecko.com', rank: 901,
    price: 12.5, marketCap: 125_000_000, volume: 4_500_000,
    change24h: 1.5, change7d: -2.5, change30d: 3.5,
    circulating: 10_000_000, total: 10_000_000, max: 10_000_000,
    ath: 40, athDate: '2024-03-01T00:00:00.000Z', atl: 2, atlDate: '2022-12-01T00:00:00.000Z',
    description: 'A test coin of the local fixture: its data fails until the fixture heals it.',
  },
  {
    // Always answers 429 with a retry-after, as the public tier does when its limit is spent.
    id: 'rate-limited-coin', symbol: 'rlc', name: 'Rate Limited Coin', imageId: 99_002, imageHost: 'assets.coingecko.com', rank: 902,
    price: 3.25, marketCap: 32_500_000, volume: 1_200_000,
    change24h: -0.5, change7d: 0.5, change30d: -1.5,
    circulating: 10_000_000, total: null, max: null,
    ath: 9, athDate: '2024-03-01T00:00:00.000Z', atl: 1, atlDate: '2022-12-01T00:00:00.000Z',
    description: 'A test coin of the local fixture: the provider always refuses it with 429.',
  },
  {
    // A description as a hostile provider could send it: the page must draw none of its markup.
    id: 'hostile-coin', symbol: 'hstl', name: 'Hostile Coin', imageId: 99_003, imageHost: 'assets.coingecko.com', rank: 903,
    price: 1.25, marketCap: 12_500_000, volume: 250_000,
    change24h: 0.5, change7d: -0.5, change30d: 1.5,
    circulating: 10_000_000, total: 10_000_000, max: null,
    ath: 2, athDate: '2024-03-01T00:00:00.000Z', atl: 0.5, atlDate: '2022-12-01T00:00:00.000Z',
    description:
      'Hostile Coin <script>window.__pwned = 1</script>tests the sanitiser. <img src="x" onerror="window.__pwned = 2">' +
      '<a href="javascript:window.__pwned = 3" onclick="window.__pwned = 4">Script link</a> ' +
      '<svg onload="window.__pwned = 5"><circle r="4"></circle></svg>' +
      '<a href="https://example.org/hostile" onmouseover="window.__pwned = 6">Safe link</a>.',
  },
];

/** Coins that fail (500) when the fixture starts. */
export const initiallyFailing = ['failing-coin'];
/** Coins the fixture always refuses with 429 (and the Retry-After it sends, in seconds). */
export const rateLimited = new Map([['rate-limited-coin', 30]]);
