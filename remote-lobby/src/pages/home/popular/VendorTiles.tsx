import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import { Empty, Link, useTranslation, type VendorName } from '@platform/shared';
import { useLaunchGame } from '../../../features/launch';
import dots from '../parts/swiper-dots.module.css';
import { gameListPath, vendorGroups, vendorLaunches } from './categories';
import styles from './popular-games.module.css';

function VendorTile({ vendor }: { vendor: VendorName }) {
  const launch = useLaunchGame();
  const face = (
    <>
      <img className={styles.vendorIcon} src={vendor.iconUrl} alt="" width={160} height={80} loading="lazy" />
      <span className={styles.vendorName}>{vendor.vendorName}</span>
    </>
  );
  if (vendorLaunches(vendor)) {
    return (
      <button type="button" className={styles.vendor} onClick={() => launch({ vendor: vendor.vassalage })}>
        {face}
      </button>
    );
  }
  return (
    <Link className={styles.vendor} to={gameListPath(vendor.gameType, vendor.vassalage)}>
      {face}
    </Link>
  );
}

function VendorGroup({ vendors }: { vendors: readonly VendorName[] }) {
  return (
    <ul className={styles.vendors}>
      {vendors.map((vendor) => (
        <li key={vendor.vassalage}>
          <VendorTile vendor={vendor} />
        </li>
      ))}
    </ul>
  );
}

/** A category's vendors: one group of tiles, or pages of four once there are more than five. */
export function VendorTiles({ vendors }: { vendors: readonly VendorName[] }) {
  const { t } = useTranslation('lobby');
  const groups = vendorGroups(vendors);
  const [only] = groups;
  if (vendors.length === 0) return <Empty />;
  if (groups.length === 1 && only) return <VendorGroup vendors={only} />;
  return (
    <Swiper
      className={`${styles.vendorPages} ${dots.dots}`}
      modules={[A11y, Pagination]}
      pagination={{ clickable: true }}
      a11y={{
        slideLabelMessage: t('home.popular.vendor_page', { index: '{{index}}', total: '{{slidesLength}}' }),
        paginationBulletMessage: t('home.popular.go_to_vendor_page', { index: '{{index}}' }),
      }}
    >
      {groups.map((group, index) => (
        <SwiperSlide key={index}>
          <VendorGroup vendors={group} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
