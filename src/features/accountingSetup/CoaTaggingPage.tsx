import { useState } from 'react';
import { coaTagAccounts, coaTags } from '../../../contract/accountingSetup';
import ResourceListPage from '../../components/resource/ResourceListPage';
import ViewTabs from '../../components/ViewTabs';

const TABS = [
  { key: 'tags', label: 'Tags', res: coaTags },
  { key: 'accounts', label: 'Tagged Accounts', res: coaTagAccounts },
] as const;

/**
 * /finance-and-accounting/coa-tagging: the classifications reports select
 * accounts by (cash in bank, trade payables, EWT payable...), and the accounts
 * under each tag. One list at a time: both keep their filters in the URL.
 */
export default function CoaTaggingPage() {
  const [tab, setTab] = useState<(typeof TABS)[number]['key']>('tags');
  const current = TABS.find((t) => t.key === tab)!;
  return (
    <>
      <div className="px-3 pt-3">
        <ViewTabs label="COA Tagging" tabs={TABS.map((t) => [t.key, t.label] as const)} active={tab} onChange={setTab} />
      </div>
      <ResourceListPage key={current.key} res={current.res} title={current.key === 'tags' ? 'COA Tagging' : 'COA Tagging - Tagged Accounts'} />
    </>
  );
}
