// Names shared by the seed and the image generator: the verticals the shop sells, the age
// groups, the brands and the banks of the demo store. Slugs are the URL names.

export const verticalNames = [
  { name: 'Televisions', slug: 'televisions', art: 'tv' },
  { name: 'Refrigerator', slug: 'refrigerator', art: 'refrigerator-double' },
  { name: 'Washing Machines', slug: 'washing-machines', art: 'washing-machine-front' },
  { name: 'Air Care', slug: 'air-care', art: 'air-conditioner' },
  { name: 'Home Appliances', slug: 'home-appliances', art: 'microwave' },
  { name: 'Lifestyle', slug: 'lifestyle', art: 'watch' },
  { name: 'Mobiles & Laptops', slug: 'mobiles-laptops', art: 'laptop' },
  { name: 'Sound systems', slug: 'sound-systems', art: 'soundbar' },
  { name: 'Toys', slug: 'toys', art: 'teddy-bear' },
] as const;

export const ageGroupNames = [
  { name: '0-2 Years', slug: '0-2-years', art: 'teddy-bear' },
  { name: '3-5 Years', slug: '3-5-years', art: 'building-blocks' },
  { name: '6-8 Years', slug: '6-8-years', art: 'toy-car' },
  { name: '9-12 Years', slug: '9-12-years', art: 'puzzle' },
  { name: '13+ Years', slug: '13-plus-years', art: 'board-game' },
] as const;

export const brandNames = [
  { name: 'Samsung', slug: 'samsung', color: '#1428A0' },
  { name: 'LG', slug: 'lg', color: '#A50034' },
  { name: 'Sony', slug: 'sony', color: '#000000' },
  { name: 'Panasonic', slug: 'panasonic', color: '#0041C0' },
  { name: 'Whirlpool', slug: 'whirlpool', color: '#EEB111' },
  { name: 'Godrej', slug: 'godrej', color: '#6A2C91' },
  { name: 'Haier', slug: 'haier', color: '#005BAC' },
  { name: 'Bosch', slug: 'bosch', color: '#EA0016' },
  { name: 'IFB', slug: 'ifb', color: '#E31E24' },
  { name: 'Voltas', slug: 'voltas', color: '#0072BC' },
  { name: 'Blue Star', slug: 'blue-star', color: '#00529B' },
  { name: 'Daikin', slug: 'daikin', color: '#0097E0' },
  { name: 'Havells', slug: 'havells', color: '#E2231A' },
  { name: 'Bajaj', slug: 'bajaj', color: '#005DAA' },
  { name: 'Philips', slug: 'philips', color: '#0B5ED7' },
  { name: 'Prestige', slug: 'prestige', color: '#D71920' },
  { name: 'Kent', slug: 'kent', color: '#0066B3' },
  { name: 'Eureka Forbes', slug: 'eureka-forbes', color: '#00A0DF' },
  { name: 'Dyson', slug: 'dyson', color: '#333333' },
  { name: 'Xiaomi', slug: 'xiaomi', color: '#FF6900' },
  { name: 'OnePlus', slug: 'oneplus', color: '#F50514' },
  { name: 'Apple', slug: 'apple', color: '#555555' },
  { name: 'realme', slug: 'realme', color: '#D4A017' },
  { name: 'Lenovo', slug: 'lenovo', color: '#E2231A' },
  { name: 'HP', slug: 'hp', color: '#0096D6' },
  { name: 'Dell', slug: 'dell', color: '#007DB8' },
  { name: 'boAt', slug: 'boat', color: '#E4002B' },
  { name: 'JBL', slug: 'jbl', color: '#FF3300' },
  { name: 'Bose', slug: 'bose', color: '#222222' },
  { name: 'Sennheiser', slug: 'sennheiser', color: '#0A0A0A' },
  { name: 'Titan', slug: 'titan', color: '#8B6B3D' },
  { name: 'Fastrack', slug: 'fastrack', color: '#E30613' },
  { name: 'American Tourister', slug: 'american-tourister', color: '#002F87' },
  { name: 'Skybags', slug: 'skybags', color: '#00A3E0' },
  { name: 'LEGO', slug: 'lego', color: '#D01012' },
  { name: 'Funskool', slug: 'funskool', color: '#F7A800' },
  { name: 'Hot Wheels', slug: 'hot-wheels', color: '#E85D04' },
] as const;

export const bankNames = [
  { name: 'HDFC Bank', slug: 'hdfc', color: '#004C8F' },
  { name: 'ICICI Bank', slug: 'icici', color: '#B02A30' },
  { name: 'SBI Card', slug: 'sbi', color: '#22409A' },
  { name: 'Axis Bank', slug: 'axis', color: '#97144D' },
  { name: 'Kotak Mahindra Bank', slug: 'kotak', color: '#ED1C24' },
] as const;
