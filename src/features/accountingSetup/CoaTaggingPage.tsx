import { useState } from 'react';
import { Nav } from 'react-bootstrap';
import { coaTagAccounts, coaTags } from '../../../contract/accountingSetup';
import ResourceListPage from '../../components/resource/ResourceListPage';

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
      <Nav variant="tabs" className="px-3 pt-3" activeKey={tab} as="nav" aria-label="COA Tagging">
        {TABS.map((t) => (
          <Nav.Item key={t.key}>
            <Nav.Link as="button" type="button" eventKey={t.key} active={t.key === tab} aria-current={t.key === tab ? 'page' : undefined} onClick={() => setTab(t.key)}>
              {t.label}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <ResourceListPage key={current.key} res={current.res} title={current.key === 'tags' ? 'COA Tagging' : 'COA Tagging - Tagged Accounts'} />
    </>
  );
}
