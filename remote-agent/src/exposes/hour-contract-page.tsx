import './register-texts';
import { ContractPage } from '../pages/contract/ContractPage';

export default function HourContractPage() {
  return <ContractPage kind="hourly" />;
}
