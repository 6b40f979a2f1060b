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
          <Link key={group.age_group_id} href={routes.ageGroup(group.name_url)} className="group age-link">
            <span className="age-pic">
              {group.image && (
                <Picture
                  src={group.image}
                  alt=""
                  // A fixed width (drawn 150 to 240 px wide): two candidates, not six.
                  width={192}
                  height={192}
                  className="age-img"
                />
              )}
            </span>
            <span className="age-name">{group.name}</span>
          </Link>
        ))}
      </Carousel>
    </HomeSection>
  );
}
