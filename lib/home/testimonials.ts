// The customer-review carousel on the home page shows fixed sample testimonials
// (id, name, date, image, rating, review text;
// hard-coded). `image` is the picture of what the customer bought; `city` and
// `product` are shown under the name.
import { productImage } from '@/lib/seed/image-kinds';

export interface ReviewSample {
  id: number;
  name: string;
  /** ISO date of the review. */
  date: string;
  image: string;
  /** 1 to 5 stars. */
  rating: number;
  review: string;
  city: string;
  product: string;
}

export const testimonials: readonly ReviewSample[] = [
  {
    id: 1,
    name: 'Priya Raghavan',
    city: 'Chennai',
    date: '2026-10-28',
    product: 'Samsung double door refrigerator',
    image: productImage('refrigerator-double', 1),
    rating: 5,
    review:
      'I was nervous about buying an open-box fridge online, but the Samsung double door arrived in its original packing with every accessory and the warranty card. The delivery team placed it in the kitchen, checked the cooling and even took the cardboard away. Paid almost ₹14,000 less than the showroom price.',
  },
  {
    id: 2,
    name: 'Arjun Mehta',
    city: 'Pune',
    date: '2026-10-12',
    product: 'LG front load washing machine',
    image: productImage('washing-machine-front', 1),
    rating: 5,
    review:
      'Ordered an LG front load washer on a Friday night and it was installed on Tuesday. There was a tiny scratch on the side panel, exactly as the listing said, and nothing else to tell it apart from a new one. Six weeks of daily washes and not a single problem. Will buy our next TV here too.',
  },
  {
    id: 3,
    name: 'Sneha Kulkarni',
    city: 'Bengaluru',
    date: '2026-09-30',
    product: 'Smartphone',
    image: productImage('smartphone', 1),
    rating: 4,
    review: 'Phone came sealed with a fresh battery report. Saved a good amount over the launch price. Delivery took five days instead of four, otherwise perfect.',
  },
  {
    id: 4,
    name: 'Rahul Verma',
    city: 'Lucknow',
    date: '2026-08-17',
    product: 'Voltas 1.5 ton split AC',
    image: productImage('air-conditioner', 1),
    rating: 5,
    review:
      'Bought a 1.5 ton split AC in the middle of a Lucknow summer when every shop had a two-week waiting list. The installation was done the day after delivery and the technician explained the warranty and service schedule. Cooling is excellent and the electricity bill has actually gone down compared to our old unit.',
  },
  {
    id: 5,
    name: 'Fatima Sheikh',
    city: 'Hyderabad',
    date: '2026-07-22',
    product: 'Sony soundbar',
    image: productImage('soundbar', 1),
    rating: 5,
    review: 'The Sony soundbar sounds amazing for the price. Box was opened only for a display demo. Customer care answered my setup question on WhatsApp within minutes.',
  },
  {
    id: 6,
    name: 'Gurpreet Singh',
    city: 'Ludhiana',
    date: '2026-06-05',
    product: 'LEGO City set',
    image: productImage('building-blocks', 1),
    rating: 4,
    review: 'Got a LEGO City set for my son at nearly half price. Every bag of bricks was still sealed. Packaging outside was a little dented, but the box inside was fine.',
  },
];
