import './register-texts';
import { ContractPage } from '../pages/contract/ContractPage';

export default function DividendContractPage() {
  return <ContractPage kind="dividend" />;
}
