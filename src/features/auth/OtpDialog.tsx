import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { OTP_RESEND_SECONDS } from '../../../contract/codes';
import type { OtpChannel, OtpViaResult } from '../../../contract/auth';
import Modal, { ModalBody, ModalFooter } from '../../components/Modal';
import { completeSignIn, sessionCalls } from '../../state/session';
import { useAppDispatch } from '../../state/hooks';
import { mmss, useCountdown } from './useCountdown';
import { Button, Form } from 'react-bootstrap';

interface OtpDialogProps {
  username: string;
  password: string;
  onClose: () => void;
}

const PUBLIC = { noAuthRedirect: true } as const;

/**
 * One-time password (spec 000 §2.2): the user picks sms or email first, then
 * types the six-digit code. Resend waits 300 s (sms) or 120 s (email).
 */
export default function OtpDialog({ username, password, onClose }: OtpDialogProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [channels, setChannels] = useState<OtpViaResult['channels']>([]);
  const [via, setVia] = useState<OtpChannel | null>(null);
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);
  const { left, restart } = useCountdown();

  useEffect(() => {
    sessionCalls()
      .then(({ callEndpoint, otpViaEp }) => callEndpoint(otpViaEp, { body: { username } }, PUBLIC))
      .then((r) => setChannels(r.result.channels))
      .catch(() => setChannels([{ via: 'sms', destination: '' }, { via: 'email', destination: '' }]));
  }, [username]);

  async function send(channel: OtpChannel) {
    setVia(channel);
    try {
      const { callEndpoint, resendOtpEp } = await sessionCalls();
      await callEndpoint(resendOtpEp, { body: { username, password, otp: '', via: channel } }, PUBLIC);
      toast.success(`Your code was successfully sent to you via ${channel}`);
    } catch {
      toast.error(`Your code was not sent to you via ${channel}.`);
    }
    restart(OTP_RESEND_SECONDS[channel]);
  }

  async function verify(e: FormEvent) {
    e.preventDefault();
    if (!otp) return;
    setBusy(true);
    try {
      const { callEndpoint, verifyOtpEp } = await sessionCalls();
      const res = await callEndpoint(verifyOtpEp, { body: { username, password, otp } }, PUBLIC);
      await completeSignIn(dispatch, res.result);
      navigate('/dashboard');
    } catch {
      toast.error('Invalid OTP.');
      setBusy(false);
    }
  }

  const closeButton = (
    <Button variant="outline-secondary" onClick={onClose}>
      Close
    </Button>
  );

  if (via === null) {
    return (
      <Modal title="One-Time Password" centered onClose={onClose} footer={closeButton}>
        <ModalBody>
          <p>Where should we send your code?</p>
          <div className="d-grid gap-2">
            {channels.map((c) => (
              <Button key={c.via} type="button" variant="outline-primary" className="text-start" onClick={() => send(c.via)}>
                Send by {c.via} {c.destination && <span className="text-muted small ms-2">{c.destination}</span>}
              </Button>
            ))}
          </div>
        </ModalBody>
      </Modal>
    );
  }

  return (
    <Modal title="One-Time Password" centered onClose={onClose}>
      <form onSubmit={verify}>
        <ModalBody>
          <Form.Label htmlFor="otp">
            One-time code
          </Form.Label>
          <Form.Control
            id="otp"
            size="lg" className="text-center"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            value={otp}
            onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, 6))}
          />
          <p className="small text-muted mt-2 mb-0">We sent a six-digit code by {via}.</p>
        </ModalBody>
        <ModalFooter>
          <Button variant="link" disabled={left > 0} onClick={() => send(via)}>
            {left > 0 ? `Resend in ${mmss(left)}` : 'Resend'}
          </Button>
          {closeButton}
          <Button type="submit"  disabled={!otp || busy}>
            Verify
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}
