// Demo reviews: about 250 short reviews by Indian first names over about 100
// products, mostly happy (open-box buyers who got a bargain), some mixed, a few
// unhappy. Some run past 200 characters so the "Show More" cut gets exercised.
import type { DemoProduct } from './product-rows';
import type { Random } from './random';
import type { VerticalSlug } from './taxonomy';

export interface DemoReview {
  productIndex: number;
  name: string;
  rating: number;
  review: string;
  created_at: string;
}

const HOW_MANY = { reviews: 250, products: 100, maxPerProduct: 8 };

const reviewerNames = [
  'Aarav', 'Aditi', 'Akash', 'Ananya', 'Anil', 'Anjali', 'Arjun', 'Bhavna', 'Chetan', 'Deepa', 'Deepak', 'Divya',
  'Farhan', 'Gaurav', 'Geeta', 'Harish', 'Ishaan', 'Jaya', 'Karan', 'Kavita', 'Kiran', 'Lakshmi', 'Manish', 'Meera',
  'Mohit', 'Nandini', 'Naveen', 'Neha', 'Nikhil', 'Pooja', 'Pradeep', 'Priya', 'Rahul', 'Rajesh', 'Ramesh', 'Ravi',
  'Rekha', 'Ritu', 'Rohit', 'Sakshi', 'Sandeep', 'Sanjay', 'Shreya', 'Simran', 'Sneha', 'Sunil', 'Sunita', 'Suresh',
  'Swati', 'Tanvi', 'Tarun', 'Uma', 'Varun', 'Vikram', 'Vinod', 'Yash', 'Zoya', 'Harpreet', 'Imran', 'Lalitha',
  'Murugan', 'Prakash', 'Sowmya', 'Abhishek', 'Fatima', 'Gurpreet', 'Joseph', 'Mary', 'Tenzin', 'Debashish',
];

type Tone = 'happy' | 'mixed' | 'unhappy';

const anyProduct: Record<Tone, string[]> = {
  happy: [
    'Excellent product at this price. Box was opened but the product was brand new.',
    'Got it at almost half the MRP. Works perfectly, no scratches at all.',
    'Value for money. Delivery was on time and the packing was very good.',
    'Original product with bill and warranty card. Very happy with the purchase.',
    'Was worried about open-box but it was in mint condition. Will buy again.',
    'Superb deal. All accessories were in the box.',
    'Good quality, works as expected. Thank you for the quick delivery.',
    'Bought this for my parents, they are very happy with it.',
    'Genuine product and the seller called before delivery to confirm the time. Nice experience.',
    'Five stars for the price. Could not find this deal anywhere else.',
    'I was a bit doubtful about buying an open-box product online, but the unit I received looked and worked exactly like a new one. The original seals on the accessories were intact, the invoice had the serial number and the warranty was registered in my name without any trouble. Highly recommended.',
    'Ordered on Monday and received it on Wednesday in Pune. The delivery boys were careful while unloading. I checked every function in front of them as suggested on the invoice and everything worked. Saved a good amount compared to the showroom price, so I am very satisfied.',
  ],
  mixed: [
    'Product is fine but the outer box was damaged. Inside it was okay.',
    'Decent product. Delivery took a day longer than the date shown.',
    'Works well, but one of the manuals was missing. Got a PDF from customer care.',
    'Average. For the price it is okay, do not expect premium quality.',
    'Good product, but installation was scheduled three days after delivery. Could be faster.',
  ],
  unhappy: [
    'There was a small dent on the side which was not mentioned. Customer care offered a partial refund.',
    'Delivery was delayed by a week. Product is okay.',
    'Not happy. Had to request a replacement, which came after 6 days. The replacement works fine, but the first unit had a loose part and the return pickup had to be rescheduled twice before it was collected.',
    'Stopped working after two weeks. Warranty claim is in process.',
  ],
};

const byVertical: Partial<Record<VerticalSlug, Partial<Record<Tone, string[]>>>> = {
  televisions: {
    happy: [
      'Picture quality is awesome, colours are very natural. Netflix and YouTube run smoothly.',
      'Installed by the brand technician the next day. Sound is good for a normal room.',
      'The TV was wall mounted by the installation team the day after delivery, and they also set up the apps and my set-top box. The picture is sharp even on normal cable channels and in 4K it is stunning. Great purchase for the price.',
    ],
    mixed: ['Picture is good but the built-in speakers are average. Using a soundbar now.'],
  },
  refrigerator: {
    happy: ['Cooling is very fast and it is quiet at night. Ice forms in two hours.', 'Spacious and runs on our inverter during power cuts. Happy.'],
    mixed: ['Cooling is good, but there is a small scratch on the back panel.'],
  },
  'washing-machines': {
    happy: ['Washes very well, even collars come clean. Quiet during spin.', 'Demo was given by the company engineer. Quick wash programme is very useful.'],
    mixed: ['Good wash quality but the programme takes long. Use quick wash for daily clothes.'],
  },
  'air-care': {
    happy: ['Cools the room in 10 minutes even in May. Electricity bill is lower than our old AC.', 'Strong air throw, covers my full hall.'],
    unhappy: ['Installation kit charges were extra, which was not clear to me.'],
  },
  'home-appliances': {
    happy: ['Very useful in the kitchen. Heats up fast and is easy to clean.', 'Grinds idli batter smoothly. Motor is powerful.', 'Water tastes much better now. Installation was free.'],
    mixed: ['Works fine but it is a bit noisy.'],
  },
  lifestyle: {
    happy: ['Looks premium, exactly as in the photos. Got many compliments.', 'Good quality and comfortable. Size was perfect.'],
    mixed: ['Colour is slightly different from the picture but quality is good.'],
  },
  'mobiles-laptops': {
    happy: [
      'Battery easily lasts a full day. Camera is excellent in daylight.',
      'Phone was sealed inside, only the outer box was opened. Genuine product with IMEI on the bill.',
      'Laptop boots in seconds and Windows was already activated. Great for office work.',
    ],
    mixed: ['Good phone, but the charger was not in the box. That is the brand policy now.'],
  },
  'sound-systems': {
    happy: ['Bass is amazing. Connected to my TV with HDMI ARC in two minutes.', 'Sound is very clear and battery backup is long. Best for the price.'],
    mixed: ['Sound is good, but the Bluetooth range is shorter than I expected.'],
  },
  toys: {
    happy: ['My son loves it! Good quality and safe for kids.', 'All pieces were there. Perfect birthday gift for my daughter.', 'Keeps my kids busy for hours. Sturdy and well made.'],
    mixed: ['Nice toy, but the batteries were not included.'],
  },
};

function tone(rating: number): Tone {
  return rating >= 4 ? 'happy' : rating === 3 ? 'mixed' : 'unhappy';
}

/** Mostly 5s and 4s, as on any shop where open-box buyers got a bargain. */
function drawRating(random: Random): number {
  const roll = random.next();
  return roll < 0.45 ? 5 : roll < 0.75 ? 4 : roll < 0.87 ? 3 : roll < 0.94 ? 2 : 1;
}

export function buildDemoReviews(random: Random, products: DemoProduct[], now: Date): DemoReview[] {
  // Featured products get reviews first (they are the popular ones), then others at random.
  const featured = products.flatMap((p, i) => (p.fields.is_featured ? [i] : []));
  const others = random.shuffle(products.flatMap((p, i) => (p.fields.is_featured ? [] : [i])));
  const reviewed = [...featured, ...others].slice(0, HOW_MANY.products);

  const counts = new Map(reviewed.map((i) => [i, 1]));
  for (let extra = HOW_MANY.reviews - reviewed.length; extra > 0; ) {
    const index = random.chance(0.4) ? random.pick(featured) : random.pick(reviewed);
    if (counts.get(index)! < HOW_MANY.maxPerProduct) {
      counts.set(index, counts.get(index)! + 1);
      extra--;
    }
  }

  const reviews: DemoReview[] = [];
  for (const index of reviewed) {
    const product = products[index]!;
    const names = random.sample(reviewerNames, counts.get(index)!);
    const usedTexts = new Set<string>();
    const listedAt = new Date(product.fields.created_at).getTime();
    for (const name of names) {
      const rating = drawRating(random);
      const pool = [...anyProduct[tone(rating)], ...(byVertical[product.vertical]?.[tone(rating)] ?? [])];
      const fresh = pool.filter((text) => !usedTexts.has(text));
      const review = random.pick(fresh.length > 0 ? fresh : pool);
      usedTexts.add(review);
      const createdAt = new Date(listedAt + random.next() * (now.getTime() - listedAt));
      reviews.push({ productIndex: index, name, rating, review, created_at: createdAt.toISOString() });
    }
  }
  return reviews;
}

/** Each product's average rating (one decimal) and count, from its reviews. */
export function applyRatings(products: DemoProduct[], reviews: DemoReview[]): void {
  const totals = new Map<number, { sum: number; count: number }>();
  for (const review of reviews) {
    const total = totals.get(review.productIndex) ?? { sum: 0, count: 0 };
    total.sum += review.rating;
    total.count += 1;
    totals.set(review.productIndex, total);
  }
  for (const [index, { sum, count }] of totals) {
    products[index]!.fields.total_rating = Math.round((sum / count) * 10) / 10;
    products[index]!.fields.review_count = count;
  }
}
