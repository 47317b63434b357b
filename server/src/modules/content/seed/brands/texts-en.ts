import type { BrandTexts } from './types.ts';

export const brandTextsEn: BrandTexts = {
  altra: {
    tagline: 'Shoes shaped like feet',
    description:
      'Running and hiking shoes with a roomy, foot-shaped toe box and balanced cushioning. A strong sell-through in specialist running and trail stores.',
    story:
      'Altra began in a running shop, where its founders reshaped shoes so toes could spread naturally. Every model still puts heel and forefoot at the same height, for a natural stride on road and trail.',
    collections: [
      {
        title: 'Trail running',
        body: 'Grippy outsoles and protective uppers for technical terrain and long distances.',
      },
      { title: 'Road running', body: 'Cushioned daily trainers and fast tempo shoes for every runner in your store.' },
      { title: 'Hiking', body: 'Lightweight hikers with waterproof options for fast days in the hills.' },
    ],
    news: {
      title: 'New trail flagship arrives in February',
      body: 'The updated trail flagship ships in the February delivery window. Pre-orders placed by 15 December are allocated first.',
    },
  },
  dickies: {
    tagline: 'Workwear since 1922',
    description:
      'Hard-wearing work trousers, shirts and jackets, and the workwear-inspired lifestyle styles that came from them. Core programmes are replenished all year.',
    story:
      'Dickies started out making overalls for people who build things. A century later the same durable fabrics and practical cuts dress trades on the job and streetwear fans off it.',
    collections: [
      {
        title: 'Work essentials',
        body: 'Work trousers, coveralls and shirts in durable twill, stocked all year round.',
      },
      { title: 'Lifestyle workwear', body: 'Relaxed cuts and seasonal colours for the fashion floor.' },
      { title: 'Accessories', body: 'Caps, belts and socks that complete the look at the till.' },
    ],
    news: {
      title: 'Core work trousers: new size range',
      body: 'From January the core work trousers come in extended leg lengths. Existing replenishment orders switch automatically.',
    },
  },
  'eastpak-jansport': {
    tagline: 'Backpacks built to last',
    description:
      'Backpacks, travel bags and accessories for school, city and travel, backed by long-term warranties that customers trust.',
    story:
      'Both brands grew up with students and travellers who carried them everywhere. Simple designs, tough materials and warranties that last for years keep them in bags around the world.',
    collections: [
      { title: 'Everyday backpacks', body: 'The classic daypacks in new seasonal prints and colours.' },
      { title: 'Travel', body: 'Carry-on cases and duffels, light and ready for every trip.' },
      { title: 'Back to school', body: 'Plan the summer peak: the school range is open for pre-order now.' },
    ],
    news: {
      title: 'Back-to-school pre-order window is open',
      body: 'Order the school range by 31 January to receive it in June, ahead of the summer peak.',
    },
  },
  icebreaker: {
    tagline: 'Merino for life outdoors',
    description:
      'Merino wool base layers, T-shirts and mid layers that regulate temperature and stay fresh for days. A natural fit for outdoor and travel retailers.',
    story:
      'Icebreaker was founded on a simple idea: the fleece that keeps sheep comfortable in the mountains can do the same for people. The brand now works with growers on long-term contracts for fine merino.',
    collections: [
      { title: 'Base layers', body: 'Next-to-skin merino in three weights for every activity and season.' },
      { title: 'Merino tees', body: 'Everyday and travel T-shirts that resist odour on the move.' },
      { title: 'Mid layers', body: 'Warm, breathable layers for cool mornings and long evenings.' },
    ],
    news: {
      title: 'Refreshed base-layer packaging',
      body: 'Base layers now come in recyclable paper packaging. Shelf sizes stay the same, so your fixtures need no change.',
    },
  },
  kipling: {
    tagline: 'Colourful bags for every day',
    description:
      'Light, colourful handbags, backpacks and travel bags, each with its signature keychain charm. Popular in department stores and travel retail.',
    story:
      'Kipling was born in Antwerp with a love of playful colour and light, crinkled nylon. Each bag still carries its little keychain charm, a detail customers look for.',
    collections: [
      { title: 'Handbags and crossbody', body: 'Light everyday bags in seasonal prints and core colours.' },
      { title: 'Backpacks', body: 'Compact city backpacks and school styles with smart pockets.' },
      { title: 'Travel', body: 'Wheeled cases and weekenders with matching accessories.' },
    ],
    news: {
      title: 'Spring prints land in March',
      body: 'The spring print collection arrives in the March delivery window, with matching small accessories for the till.',
    },
  },
  napapijri: {
    tagline: 'Born for the outdoors, made for the city',
    description:
      'Outerwear, fleeces and sweats with Alpine roots and a recognisable flag detail, for fashion-minded outdoor customers.',
    story:
      'Napapijri started in the Italian Alps with a travel bag built for polar expeditions. Its anoraks and jackets now bring that explorer spirit to city streets.',
    collections: [
      { title: 'Outerwear', body: 'Anoraks, padded jackets and rain shells for every season.' },
      { title: 'Fleece and sweats', body: 'Soft layers with the brand’s flag detail.' },
      { title: 'Accessories', body: 'Bags, caps and beanies to complete the outfit.' },
    ],
    news: {
      title: 'The iconic anorak in new colours',
      body: 'The signature anorak arrives in three new colours for Spring/Summer 2027. Quantities are limited: please confirm your pre-order by 15 December.',
    },
  },
  smartwool: {
    tagline: 'Comfort from the feet up',
    description:
      'Merino socks, base layers and apparel with a focus on comfort and fit. Socks are replenishment lines that turn over all year.',
    story:
      'Smartwool was founded by ski instructors tired of cold, wet feet. Merino socks solved it, and the brand has been refining cushioning, fit and durability ever since.',
    collections: [
      { title: 'Performance socks', body: 'Hike, run and ski socks with targeted cushioning.' },
      { title: 'Base layers', body: 'Merino layers that keep skin dry and warm.' },
      { title: 'Everyday merino', body: 'Lifestyle socks and tops in seasonal colours.' },
    ],
    news: {
      title: 'Sock wall planograms updated',
      body: 'New planograms for sock walls of 60, 90 and 120 cm are available. Ask your account manager for a printed set.',
    },
  },
  'the-north-face': {
    tagline: 'Built for exploration',
    description:
      'Technical outerwear, footwear and equipment for mountain athletes and everyday explorers. The anchor brand of most outdoor assortments.',
    story:
      'Since 1966 The North Face has equipped climbers, skiers and runners on expeditions around the world. The same gear, tested at altitude, is designed to perform in everyday life.',
    collections: [
      { title: 'Mountain', body: 'Waterproof shells, insulation and packs for alpine days.' },
      { title: 'Trail running', body: 'Light shoes, vests and shorts for fast days on the trail.' },
      { title: 'Everyday exploration', body: 'Fleeces, puffers and backpacks for the city and beyond.' },
    ],
    news: {
      title: 'Expedition collection: allocation confirmed',
      body: 'Allocations for the limited expedition collection have been confirmed. Check your order for the quantities reserved for your stores.',
    },
  },
  timberland: {
    tagline: 'Boots that go the distance',
    description:
      'Iconic waterproof boots, outdoor footwear and apparel with a commitment to responsibly sourced leather and materials.',
    story:
      'Timberland started as a family boot maker in New England. Its waterproof leather boot became an icon, and today the brand works towards products made with regenerative and recycled materials.',
    collections: [
      { title: 'Iconic boots', body: 'The original waterproof boot in core and seasonal colours.' },
      { title: 'Outdoor footwear', body: 'Hikers and trail shoes for comfortable days outdoors.' },
      { title: 'Apparel', body: 'Workwear-inspired jackets, shirts and trousers.' },
    ],
    news: {
      title: 'Boot care kits for your tills',
      body: 'Leather care kits are back in stock. Add them to your boot orders: they ship in the same carton.',
    },
  },
  vans: {
    tagline: 'Skate heritage since 1966',
    description:
      'Classic skate shoes, apparel and accessories rooted in skateboarding and creative culture, from the originals to pro skate models.',
    story:
      'Vans opened its first store in California in 1966, making shoes on site. Its sticky soles made it the shoe of skateboarding, and the classics are still at the heart of the range.',
    collections: [
      { title: 'Classics', body: 'The original canvas styles in core and seasonal colourways.' },
      { title: 'Skate', body: 'Reinforced skate shoes with extra cushioning and grip.' },
      { title: 'Outdoor', body: 'Weather-ready versions of the classics for cold months.' },
    ],
    news: {
      title: 'Classics replenishment: faster allocation',
      body: 'Core classics in black and white are now allocated daily. Replenishment orders placed by noon leave the warehouse the next working day.',
    },
  },
};
