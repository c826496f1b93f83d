// The public API of @platform/shared/format: pure formatting of money, numbers, dates and times, for
// code without React (e2e tests among it). Pages use `useFormat` from @platform/shared.
export {
  FORMAT_LOCALES,
  DEFAULT_TIME_ZONE,
  toCentavos,
  formatCentavos,
  formatPesos,
  formatNumber,
  formatDate,
  formatDay,
  formatDateTime,
  formatTime,
  formattersFor,
  type Formatters,
  type Instant,
  type MoneyOptions,
  type NumberOptions,
} from './format';
