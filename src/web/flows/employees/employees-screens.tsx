// The employer's census screens, one lazy chunk (docs/product/budgets.md: none of them weighs on
// the login page): 'Employees', an employee's page, 'Add an employee' and 'Upload a census file'.
// The route table says which one an address shows.

import AddEmployeePage from './add-employee-page.tsx';
import CensusUploadPage from './census-upload-page.tsx';
import EmployeePage from './employee-page.tsx';
import EmployeesListPage from './employees-list-page.tsx';
import '#web/components/benefits/benefits.css';

export type EmployeesScreen =
  | { screen: 'list' }
  | { screen: 'add' }
  | { screen: 'upload' }
  | { screen: 'employee'; memberId: string };

export default function EmployeesScreens(props: EmployeesScreen) {
  switch (props.screen) {
    case 'list':
      return <EmployeesListPage />;
    case 'add':
      return <AddEmployeePage />;
    case 'upload':
      return <CensusUploadPage />;
    case 'employee':
      return <EmployeePage key={props.memberId} memberId={props.memberId} />;
  }
}
