import { useState } from 'react';
import { Tab, Tabs } from 'react-bootstrap';
import ExpiredStock from './ExpiredStock';
import NearExpiry from './NearExpiry';
import ReportGenerator from './ReportGenerator';

/** Inventory Report Generator: the stock with the columns and filters a user picks (and saves); the near-expiry view; and the expired stock with its proposed write-down. */
export default function ReportGeneratorPage() {
  const [tab, setTab] = useState('generator');
  return (
    <div className="p-3">
      <h1 className="h4">Inventory Report Generator</h1>
      <Tabs activeKey={tab} onSelect={(k) => setTab(k ?? 'generator')} className="mb-3" mountOnEnter>
        <Tab eventKey="generator" title="Report Generator">
          <ReportGenerator />
        </Tab>
        <Tab eventKey="near-expiry" title="Near Expiry">
          <NearExpiry />
        </Tab>
        <Tab eventKey="expired" title="Expired Stock">
          <ExpiredStock />
        </Tab>
      </Tabs>
    </div>
  );
}
