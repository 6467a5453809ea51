import { useState } from 'react';
import { useAppSelector } from '../../state/hooks';
import { Button, Card } from 'react-bootstrap';

/** /access_token: the signed-in user's access token in a card (spec 000 §2.5). */
export default function AccessTokenPage() {
  const token = useAppSelector((s) => s.auth.accessToken);
  const [copied, setCopied] = useState(false);
  async function copy() {
    if (!token) return;
    await navigator.clipboard?.writeText(token);
    setCopied(true);
  }
  return (
    <div className="p-4">
      <Card  style={{ maxWidth: 720 }}>
        <Card.Header>Access Token</Card.Header>
        <Card.Body>
          <code className="d-block text-break" data-testid="access-token">{token}</code>
          <Button variant="outline-secondary" size="sm" className="mt-3" onClick={copy}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </Card.Body>
      </Card>
    </div>
  );
}
