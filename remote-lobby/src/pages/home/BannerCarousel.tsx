import { Swiper, SwiperSlide, type SwiperProps } from 'swiper/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import { Link, TIMING, useLanguage, useTranslation, type Announcement } from '@platform/shared';
import { usePrefersReducedMotion } from './use-reduced-motion';
import styles from './banner-carousel.module.css';

/** How the carousel moves: only several banners loop, page and advance, and never for reduced motion. */
export function bannerSwiperOptions(count: number, reducedMotion: boolean) {
  const several = count > 1;
  return {
    loop: several,
    autoplay: several && !reducedMotion ? { delay: TIMING.bannerAutoplay, disableOnInteraction: false } : false,
    pagination: several ? { clickable: true } : false,
    allowTouchMove: several,
    speed: reducedMotion ? 0 : 300,
  } satisfies SwiperProps;
}

function BannerImage({ banner, eager }: { banner: Announcement; eager: boolean }) {
  return (
    <img
      className={styles.image}
      src={banner.url}
      alt={banner.title}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

/** A banner leads outside (new tab) when its link is absolute, inside the site otherwise. */
function Banner({ banner, eager }: { banner: Announcement; eager: boolean }) {
  const { t } = useTranslation('lobby');
  const { link } = banner;
  if (!link) return <BannerImage banner={banner} eager={eager} />;
  if (link.startsWith('http')) {
    return (
      <a className={styles.link} href={link} target="_blank" rel="noopener">
        <BannerImage banner={banner} eager={eager} /> <span className={styles.srOnly}>{t('home.opens_new_tab')}</span>
      </a>
    );
  }
  return (
    <Link className={styles.link} to={link}>
      <BannerImage banner={banner} eager={eager} />
    </Link>
  );
}

/** The home banner carousel; renders nothing without banners. */
export function BannerCarousel({ banners }: { banners: readonly Announcement[] }) {
  const { t } = useTranslation('lobby');
  const language = useLanguage();
  const reducedMotion = usePrefersReducedMotion();
  if (banners.length === 0) return null;
  return (
    <section className={styles.carousel} aria-label={t('home.banners')}>
      {/* Swiper reads these options once, so a change of motion preference or language remounts it. */}
      <Swiper
        key={`${language}-${String(reducedMotion)}`}
        modules={[A11y, Autoplay, Pagination]}
        {...bannerSwiperOptions(banners.length, reducedMotion)}
        a11y={{
          slideLabelMessage: t('home.banner_slide', { index: '{{index}}', total: '{{slidesLength}}' }),
          paginationBulletMessage: t('home.go_to_banner', { index: '{{index}}' }),
        }}
      >
        {banners.map((banner, index) => (
          <SwiperSlide key={banner.id}>
            <Banner banner={banner} eager={index === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
