import RouteTabs from '../../components/RouteTabs';

/** The pages of one bank, and the way back to the list of banks. */
export default function BankLinks({ id }: { id: number }) {
  return (
    <div className="px-3 pt-3">
      <RouteTabs
        label="Bank pages"
        className=""
        tabs={[
          { to: `/banks-maintenance/${id}`, label: 'Details', end: true },
          { to: `/banks-maintenance/branches/${id}`, label: 'Branches' },
          { to: `/banks-maintenance/accounts/${id}`, label: 'Accounts' },
        ]}
        aside={{ to: '/banks-maintenance', label: 'Back to Banks Maintenance' }}
      />
    </div>
  );
}
