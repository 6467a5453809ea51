export default function UnderConstructionPage() {
  return (
    <div className="container py-5 text-center" style={{ maxWidth: 560 }}>
      <h1 className="h3 mb-3">New website coming soon</h1>
      <div className="progress" role="progressbar" aria-label="Progress" aria-valuenow={80} aria-valuemin={0} aria-valuemax={100}>
        <div className="progress-bar" style={{ width: '80%' }}>80%</div>
      </div>
    </div>
  );
}
