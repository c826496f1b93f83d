import './namespace';

export { ManualRebatePage as default } from '../pages/rebate/ManualRebatePage';
