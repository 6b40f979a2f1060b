// Shop by age: a slider of age groups, 5, 4, 3 or 2.5 at a time by
// width, each opening /store/age/{name_url}.
import { Picture } from '@/components/layout/picture';
import Link from 'next/link';
import type { AgeGroup } from '@/lib/contract';
import { carouselLayouts } from '@/lib/home/carousel-layout';
import { routes } from '@/lib/routes';
import { homeTexts } from '@/lib/texts/home';
import { Carousel } from './carousel';
import { HomeSection } from './home-section';

export function AgeGroups({ groups }: { groups: AgeGroup[] }) {
  if (groups.length === 0) return null;
  return (
    <HomeSection id="shop-by-age" title={homeTexts.shopByAge} note={homeTexts.shopByAgeNote}>
      <Carousel label={homeTexts.shopByAge} layout={carouselLayouts.ageGroups} arrowTop="42%">
        {groups.map((group) => (
          <Link key={group.age_group_id} href={routes.ageGroup(group.name_url)} className="group block text-center">
            <span className="relative block aspect-square overflow-hidden rounded-2xl bg-primary-soft ring-1 ring-black/5">
              {group.image && (
                <Picture
                  src={group.image}
                  alt=""
                  // A fixed width (drawn 150 to 240 px wide): two candidates, not six.
                  width={192}
                  height={192}
                  className="absolute inset-0 h-full w-full object-cover transition duration-300 group-hover:scale-105"
                />
              )}
            </span>
            <span className="mt-2 block text-sm font-semibold group-hover:text-primary-dark desk:text-base">{group.name}</span>
          </Link>
        ))}
      </Carousel>
    </HomeSection>
  );
}
