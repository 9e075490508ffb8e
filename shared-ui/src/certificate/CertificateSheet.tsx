/**
 * A certificate drawn in HTML with the layout of its PDF (gx-signer certificate-pdf.ts, from the
 * same geometry and words in ./layout): the printable page and the template editor's live preview.
 * Sizes follow the sheet's width (container query units), so it scales to any screen and prints
 * at the template's paper size. Colours are the template's, set as CSS variables on the element.
 */
import { useCallback, type ReactNode } from 'react';
import { inkFor, WORDING, type CertificateText, type Orientation, type Paper } from './layout';
import classes from './CertificateSheet.module.css';

export interface SheetDesign {
  background_color: string;
  accent_color: string;
  paper: Paper;
  orientation: Orientation;
  logoUrl?: string | undefined;
  backgroundUrl?: string | undefined;
  signatures: Array<{ name: string; role: string; imageUrl?: string | undefined }>;
}

interface CertificateSheetProps {
  design: SheetDesign;
  text: CertificateText;
  /** The QR code to the verification page (the printable page's); a marked place when absent. */
  qr?: ReactNode;
  label?: string;
  /** The title as a heading of this level (the printable page's h1); a paragraph otherwise. */
  titleLevel?: 1 | 2 | 3;
}

export function CertificateSheet({ design, text, qr, label = 'Certificate', titleLevel }: CertificateSheetProps) {
  const TitleTag = titleLevel ? (`h${titleLevel}` as const) : 'p';
  const { background_color: background, accent_color: accent, backgroundUrl } = design;
  // CSS variables rather than a style object: the colours are data, the rules stay in the module.
  const colours = useCallback(
    (node: HTMLElement | null) => {
      if (!node) return;
      node.style.setProperty('--sheet-background', background);
      node.style.setProperty('--sheet-accent', accent);
      node.style.setProperty('--sheet-ink', inkFor(background));
      node.style.setProperty('--sheet-image', backgroundUrl ? `url("${encodeURI(backgroundUrl)}")` : 'none');
    },
    [background, accent, backgroundUrl],
  );
  return (
    <section ref={colours} className={classes.sheet} data-paper={design.paper} data-orientation={design.orientation} aria-label={label}>
      <div className={classes.frame}>
        <div className={classes.body}>
          {design.logoUrl ? <img className={classes.logo} src={design.logoUrl} alt="" /> : <div className={classes.logoSpace} />}
          <TitleTag className={classes.title}>{text.title}</TitleTag>
          <p className={classes.presented}>{WORDING.presented}</p>
          <p className={classes.holder}>{text.holder}</p>
          <hr className={classes.rule} />
          {text.description && <p className={classes.description}>{text.description}</p>}
          <p className={classes.line}>{WORDING.issued(text.issuerName, text.issueDate)}</p>
          {text.expiryDate && <p className={classes.line}>{WORDING.validUntil(text.expiryDate)}</p>}
        </div>
        <div className={classes.foot}>
          {design.signatures.length > 0 && (
            <ul className={classes.signatures}>
              {design.signatures.map((signature, index) => (
                <li key={index} className={classes.signature}>
                  {signature.imageUrl ? <img className={classes.signatureImage} src={signature.imageUrl} alt="" /> : <span className={classes.signatureSpace} />}
                  <span className={classes.signatureName}>{signature.name}</span>
                  <span className={classes.signatureRole}>{signature.role}</span>
                </li>
              ))}
            </ul>
          )}
          <div className={classes.footRow}>
            <div className={classes.identity}>
              <p className={classes.id}>{WORDING.id(text.certificateId)}</p>
              <p className={classes.verify}>{WORDING.verify(text.verifyUrl)}</p>
            </div>
            <div className={classes.qr}>{qr ?? <span className={classes.qrPlace}>QR code</span>}</div>
          </div>
        </div>
      </div>
    </section>
  );
}
