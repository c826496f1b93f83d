import './register-texts';
import { ContractPage } from '../pages/contract/ContractPage';

export default function SalaryContractPage() {
  return <ContractPage kind="salary" />;
}
