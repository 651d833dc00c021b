/** The hosted page's only stylesheet (the dashboard adds its own rules), inlined under the CSP nonce: it loads nothing from anywhere. */
export const PAGE_CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:16px;line-height:1.5;` +
`color:#1b1f24;background:#eef1f5}
main{max-width:44rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
h2{font-size:1.15rem;margin:0 0 .75rem}
.card{background:#fff;border-radius:12px;padding:1.25rem;margin:0 0 1rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.eyebrow{margin:0;color:#5a6472;font-size:.875rem;text-transform:uppercase;letter-spacing:.05em}
.merchant{margin:.25rem 0 .5rem;font-size:1.05rem;overflow-wrap:anywhere}
.description{font-size:1.1rem;margin:0 0 1rem;overflow-wrap:anywhere;white-space:pre-line}
.amount{font-size:2rem;font-weight:700;margin:0}
.amount-usd{margin:0 0 1rem;color:#3d4652}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.35rem 1rem;margin:0}
dt{color:#5a6472}
dd{margin:0;overflow-wrap:anywhere}
.one-line{white-space:nowrap;overflow-wrap:normal}
.status{display:inline-block;padding:.1rem .6rem;border-radius:999px;font-weight:600;font-size:.9rem;background:#e7ecf3}
.status-paid{background:#dcf5e3;color:#0d5a26}
.status-waiting_for_payment_confirmation{background:#fff2cc;color:#6b4d00}
.status-canceled{background:#f3dede;color:#7a1d1d}
.methods{display:grid;gap:1rem}
@media (min-width:48rem){main{max-width:64rem}.methods{grid-template-columns:1fr 1fr}}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
.hint{display:block;font-weight:400;color:#5a6472;font-size:.875rem}
input,select{width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #9aa4b2;border-radius:8px;background:#fff;color:inherit}
input:focus,select:focus,button:focus{outline:3px solid #2563eb;outline-offset:1px}
input[aria-invalid=true],select[aria-invalid=true]{border-color:#b42318;border-width:2px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:0 .75rem}
.field-error{color:#b42318;margin:.25rem 0 0;font-size:.9rem}
button{margin-top:1.25rem;width:100%;font:inherit;font-weight:700;padding:.8rem;border:0;border-radius:8px;background:#1d4ed8;` +
`color:#fff;cursor:pointer}
button:hover{background:#1e40af}
.alert{border-radius:8px;padding:.75rem 1rem;margin:0 0 1rem;background:#fdecea;color:#7a1d1d;border:1px solid #f5c2bd}
.notice{background:#eef4ff;color:#1e3a8a;border-color:#c7d7fe}
.test-mode{background:#fff7e0;color:#7a4b00;border-color:#f5d98b}.test-mode ul{margin:.4rem 0 0;padding-left:1.2rem}
.success{background:#dcf5e3;color:#0d5a26;border-color:#a6e2b8}
.step{font-weight:600;margin:.75rem 0 .5rem}
.key-step{margin-top:1rem;padding-top:.5rem;border-top:1px solid #e2e6ec}
button.secondary{background:#fff;color:#1d4ed8;border:2px solid #1d4ed8;margin-top:.5rem}button.secondary:hover{background:#eef4ff}
.copy dd{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-weight:600;user-select:all}
.fine-print{color:#5a6472;font-size:.85rem;text-align:center}
.return-link{text-align:center;margin:0 0 1rem}.return-link a{color:#1d4ed8;font-weight:600}
`;
