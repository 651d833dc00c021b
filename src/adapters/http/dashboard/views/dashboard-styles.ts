import { PAGE_CSS } from '../../kit/html/page-styles';

/** The hosted page's look, plus the dashboard's header, mode banner, filters and tables (stacked on a phone). */
export const DASHBOARD_CSS = `${PAGE_CSS}
main{max-width:64rem}
.top{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem;margin:0 0 1rem}
.top form button{margin:0;width:auto;padding:.5rem 1rem;background:#3d4652}
.mode{display:inline-block;font-weight:700;padding:.25rem .75rem;border-radius:999px}
.mode-test{background:#fff7e0;color:#7a4b00;border:1px solid #f5d98b}
.mode-live{background:#dcf5e3;color:#0d5a26;border:1px solid #a6e2b8}
nav a{font-weight:600}
.top>div{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem .75rem}.top>div p{margin:0}.top .merchant{font-weight:700}
.top nav{order:1;flex-basis:100%;display:flex;flex-wrap:wrap;gap:.35rem 1.25rem}
a{color:#1d4ed8}
a:focus{outline:3px solid #2563eb;outline-offset:1px}
.filters{display:grid;gap:0 .75rem;grid-template-columns:repeat(auto-fit,minmax(10rem,1fr))}
.filters button{grid-column:1/-1}
table{width:100%;border-collapse:collapse}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid #e2e6ec;overflow-wrap:break-word}
th{overflow-wrap:normal}td .status{white-space:nowrap}
caption.hint{display:table-caption;text-align:left;padding:0 .5rem .25rem}
.copy-field{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;user-select:all}
textarea{width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #9aa4b2;border-radius:8px;background:#fff;color:inherit}
textarea:focus{outline:3px solid #2563eb;outline-offset:1px}
.qr-figure{margin:1rem 0 0;text-align:center}.qr{width:14rem;max-width:100%;height:auto}
.history{margin:0;padding-left:1.2rem}
h2.copy-field,dd{overflow-wrap:anywhere}
fieldset{border:1px solid #d5dbe3;border-radius:8px;margin:1rem 0 0;padding:0 1rem 1rem}legend{font-weight:700;padding:0 .25rem}
.actions form{margin:0 0 1rem}.danger{background:#b42318}.danger:hover{background:#8f1c13}
.pages{display:flex;justify-content:space-between;gap:1rem;margin-top:1rem}
.check{display:flex;align-items:center;gap:.5rem;font-weight:400;margin:.5rem 0}.check input{width:auto;margin:0}
.bank-verified{background:#dcf5e3;color:#0d5a26}.bank-failed{background:#fdecea;color:#7a1d1d}
.hints{margin:0;padding:0;list-style:none}td.actions form{margin:0 0 .5rem}td.actions button{margin-top:.25rem;padding:.5rem}
@media (max-width:48rem){
 thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
 table,tbody,tr,td{display:block}
 tr{padding:.5rem 0;border-bottom:1px solid #c9d0da}
 td{border:0;padding:.15rem 0;display:grid;grid-template-columns:8rem 1fr;gap:.5rem;overflow-wrap:anywhere}
 caption.hint{display:block;padding:0 0 .25rem}
 td>.status{justify-self:start}td>.hint{grid-column:2}
 td::before{content:attr(data-label);color:#5a6472}
}
`;
