/**
 * The first screen's own styles, inlined into the page by the server (render-first-screen.ts):
 * the same sizes, spacing and colours as the React page's Mantine components at the same
 * breakpoints (xs 36em, sm 48em, md 62em), so the shell paints where the page will, and the
 * page's largest text (the landing page's lead and title, the booking page's lead) has the same
 * box in both. Only what the shell shows; the app's own styles come with its code.
 */
export const firstScreenCss = (fontFamily: string) => `
.rdx{display:flex;flex-direction:column;min-height:100dvh;background:var(--rd-page-bg);color:#000;font-family:${fontFamily};font-size:16px;line-height:1.55;-webkit-font-smoothing:antialiased}
.rdx *,.rdx *::before,.rdx *::after{box-sizing:border-box}
.rdx p,.rdx h1,.rdx h2,.rdx ol{margin:0}
.rdx a{color:inherit;text-decoration:none}
.rdx svg{display:block;flex-shrink:0;fill:none;stroke:currentColor;stroke-linecap:round;stroke-linejoin:round}
.rdx-container{max-width:1140px;margin:0 auto;padding:0 16px}
.rdx-header{height:64px;flex-shrink:0;background:var(--rd-header-bg);color:var(--rd-header-fg);border-bottom:1px solid color-mix(in srgb,var(--rd-header-fg) 12%,transparent)}
.rdx-header .rdx-container{height:100%;padding:0 12px;display:flex;align-items:center;justify-content:space-between;gap:12px}
.rdx-brand{display:flex;align-items:center;gap:10px;min-width:0}
.rdx-brand img{height:36px;width:auto;object-fit:contain;display:block}
.rdx-brand span{font-weight:700;line-height:1.2;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
.rdx-brand-wide{font-size:18px;display:none}
.rdx-brand-narrow{font-size:16px}
.rdx-end{display:flex;align-items:center;gap:6px;flex-shrink:0}
.rdx-lang{display:inline-flex;align-items:center;gap:10px;height:30px;padding:0 7.67px;font-weight:600;line-height:1}
.rdx-lang-code,.rdx-lang-chevron,.rdx-wide{display:none}
.rdx-providers{font-weight:500;font-size:14px;line-height:1.45;padding:0 10px}
.rdx-signin{display:inline-flex;align-items:center;height:36px;padding:0 18px;border-radius:8px;font-weight:600;font-size:14px;background:var(--rd-header-fg);color:var(--rd-header-bg)}
.rdx-burger{display:flex;flex-direction:column;justify-content:center;gap:4px;width:28px;height:28px;padding:5px}
.rdx-burger i{display:block;height:1.5px;background:var(--rd-header-fg)}
.rdx-main{flex:1 0 auto}
.rdx-hero{position:relative;overflow:hidden;color:#fff;padding:40px 0 96px;background:radial-gradient(circle at 85% 10%,color-mix(in srgb,var(--rd-body-color) 30%,transparent) 0,transparent 40%),linear-gradient(135deg,var(--rd-hero-bg) 0%,var(--rd-hero-bg-deep) 100%)}
.rdx-hero::after{content:"";position:absolute;inset:auto -10% -60px -10%;height:120px;background:var(--rd-page-bg);border-radius:50% 50% 0 0/100% 100% 0 0}
.rdx-hero>.rdx-container{position:relative;z-index:1}
.rdx-grid{display:grid;grid-template-columns:minmax(0,1fr);gap:32px;align-items:center}
.rdx-stack{display:flex;flex-direction:column;gap:20px}
.rdx-eyebrow{text-transform:uppercase;font-weight:700;font-size:14px;letter-spacing:1px;opacity:.85}
.rdx-title{font-size:34px;line-height:1.1;font-weight:700}
.rdx-lead{opacity:.9;max-width:36rem}
.rdx-actions{display:flex;flex-wrap:wrap;gap:12px}
.rdx-button{display:inline-flex;align-items:center;justify-content:center;width:100%;height:50px;padding:0 26px;border:1px solid transparent;border-radius:8px;font-weight:600;font-size:18px;line-height:1;white-space:nowrap}
.rdx-button-white{background:#fff;color:var(--rd-hero-bg);padding-right:17.33px}
.rdx-button-white svg{margin-left:10px}
.rdx-button-outline{color:#fff;border-color:rgb(255 255 255/55%)}
.rdx-card{background:#fff;color:#000;border-radius:16px;padding:20px;box-shadow:0 1px 3px rgb(0 0 0/5%),rgb(0 0 0/5%) 0 36px 28px -7px,rgb(0 0 0/4%) 0 17px 17px -7px}
.rdx-card h2{font-size:18px;line-height:1.45;font-weight:700}
.rdx-services{display:flex;flex-direction:column;gap:16px}
.rdx-service{display:flex;gap:16px;align-items:flex-start}
.rdx-service-icon{display:flex;align-items:center;justify-content:center;width:44px;height:44px;flex-shrink:0;border-radius:8px;background:color-mix(in srgb,var(--rdx-primary) 10%,transparent);color:var(--mantine-color-site-light-color)}
.rdx-service div{display:flex;flex-direction:column;gap:2px;min-width:0}
.rdx-service b{font-weight:600}
.rdx-dimmed{color:var(--mantine-color-dimmed)}
.rdx-small{font-size:14px;line-height:1.45}
.rdx-booking{padding:16px 12px}
.rdx-heading{display:flex;flex-direction:column;gap:4px}
.rdx-heading h1{font-size:24px;line-height:1.3;font-weight:700}
.rdx-compact{display:flex;flex-direction:column;gap:6px}
.rdx-compact div{display:flex;justify-content:space-between;align-items:center;gap:10px}
.rdx-compact b{font-weight:700}
.rdx-compact span{white-space:nowrap}
.rdx-progress{height:5px;border-radius:32px;background:var(--mantine-color-gray-2,#e9ecef);overflow:hidden}
.rdx-progress i{display:block;height:100%;background:var(--rdx-primary)}
.rdx-steps{display:none;align-items:center;gap:12px;padding:0;list-style:none}
.rdx-steps li{display:flex;align-items:center;gap:12px;min-width:0}
.rdx-steps li:not(:last-child){flex:1}
.rdx-steps li:not(:last-child)::after{content:"";flex:1;min-width:16px;height:2px;border-radius:1px;background:#dee2e6}
.rdx-steps span{display:inline-flex;align-items:center;gap:12px;white-space:nowrap}
.rdx-steps em{display:inline-flex;align-items:center;justify-content:center;flex-shrink:0;width:32px;height:32px;border-radius:50%;border:2px solid #dee2e6;background:#f8f9fa;font-style:normal;font-size:14px;font-weight:700;color:#495057}
.rdx-steps li[data-state=current] em{border-color:var(--rdx-primary);background:#fff;color:var(--rdx-primary)}
.rdx-steps strong{font-size:14px;font-weight:500;color:var(--mantine-color-dimmed)}
.rdx-steps li[data-state=current] strong{font-weight:600;color:#000}
.rdx-form{min-height:min(1100px,70vh);background:#fff;border:1px solid #dee2e6;border-radius:16px}
@media (max-width:62em){.rdx-steps li:not([data-state=current]) strong{display:none}}
@media (min-width:36em){.rdx-button{width:auto}.rdx-compact{display:none}.rdx-steps{display:flex}}
@media (min-width:48em){
.rdx-header .rdx-container{padding:0 16px}
.rdx-brand-wide{display:block}.rdx-brand-narrow,.rdx-burger{display:none}
.rdx-lang-code{display:inline;font-size:16px}.rdx-lang-chevron,.rdx-wide{display:inline-flex}
.rdx-hero{padding:72px 0 128px}.rdx-title{font-size:48px}.rdx-lead{font-size:18px}
.rdx-card{padding:32px}
.rdx-booking{padding:32px 16px}.rdx-heading h1{font-size:30px}
}
@media (min-width:62em){.rdx-grid{grid-template-columns:repeat(2,minmax(0,1fr));gap:56px}}
`;
