// The employer's census screens, one lazy chunk (docs/product/budgets.md: none of them weighs on
// the login page): 'Employees', an employee's page and 'Add an employee'. The route table says which one an address
// shows.

import AddEmployeePage from './add-employee-page.tsx';
import EmployeePage from './employee-page.tsx';
import EmployeesListPage from './employees-list-page.tsx';
import '#web/components/benefits/benefits.css';

export type EmployeesScreen =
  { screen: 'list' } | { screen: 'add' } | { screen: 'employee'; memberId: string };

export default function EmployeesScreens(props: EmployeesScreen) {
  switch (props.screen) {
    case 'list':
      return <EmployeesListPage />;
    case 'add':
      return <AddEmployeePage />;
    case 'employee':
      return <EmployeePage key={props.memberId} memberId={props.memberId} />;
  }
}
