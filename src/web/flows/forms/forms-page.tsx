// 'Forms and documents' (docs/product/coverage.md#forms-and-documents): the certificate of
// coverage and the forms the portal makes, each a PDF with the member's name filled in, and the
// claim number too when the page is opened from a claim (`?claim=`).

import { Link, useSearch } from 'wouter';
import { formIds, formPurposes, formsText, formTitles } from '#domain/forms/forms-catalog';
import { claimNumberPattern } from '#domain/shared/claim-terms';
import { formDownloadUrl } from '#web/content/claim-links.ts';
import { useText } from '#web/language/use-text.ts';
import { apiBase } from '#web/lib/api-client.ts';
import { paths } from '#web/paths.ts';
import '#web/components/benefits/benefits.css';

/** The certificate of coverage, made as of today (docs/product/coverage.md#my-coverage). */
const certificateUrl = `${apiBase}/employee-benefits/api/coverage/certificate.pdf`;

export default function FormsPage() {
  const text = useText();
  const asked = new URLSearchParams(useSearch()).get('claim');
  const claimNumber = asked && claimNumberPattern.test(asked) ? asked : undefined;
  return (
    <div className="benefits-page">
      <h1>{text.formatMessage(formsText.heading)}</h1>
      <p>{text.formatMessage(formsText.intro)}</p>
      {claimNumber && <p>{text.formatMessage(formsText.forClaim, { claimNumber })}</p>}
      <ul className="benefits-list">
        <li className="benefits-list__item benefits-list__item--stacked">
          <a href={certificateUrl} download>
            {text.formatMessage(formsText.certificate)}
          </a>
          <span>{text.formatMessage(formsText.certificatePurpose)}</span>
        </li>
        {formIds.map((id) => (
          <li key={id} className="benefits-list__item benefits-list__item--stacked">
            <a href={formDownloadUrl(id, claimNumber)} download>
              {text.formatMessage(formTitles[id])}
            </a>
            <span>{text.formatMessage(formPurposes[id])}</span>
          </li>
        ))}
      </ul>
      <p>
        <Link href={paths.account('employee-benefits')}>
          {text.formatMessage(formsText.backToAccount)}
        </Link>
      </p>
    </div>
  );
}
