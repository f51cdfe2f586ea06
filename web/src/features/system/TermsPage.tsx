import type { ReactNode } from 'react';
import { Card, theme, Typography } from 'antd';
import { PageHeading } from '../../kit/widgets/PageHeading';

const { Title, Paragraph } = Typography;

/** A numbered section: the level under the page's h1, at the size the sections have always had. */
function SectionHeading({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Title level={2} style={{ fontSize: token.fontSizeHeading4, lineHeight: token.lineHeightHeading4 }}>
      {children}
    </Title>
  );
}

/**
 * The terms and conditions (console-core §2). The spec lists what they cover; the wording is ours,
 * plain and complete. The governing state is Delaware: the spec says only "a US state".
 */
export default function TermsPage() {
  return (
    <Card style={{ maxWidth: 860, margin: '0 auto' }}>
      <Typography>
        <PageHeading>Terms and conditions</PageHeading>
        <Paragraph type="secondary">
          These terms govern every subscription to the verification services.
        </Paragraph>

        <SectionHeading>1. Start of service</SectionHeading>
        <Paragraph>
          Service starts on the day your account is activated and your first subscription is confirmed. From
          that day you may use the subscribed products within the limits of your plan.
        </Paragraph>

        <SectionHeading>2. Term and renewal</SectionHeading>
        <Paragraph>
          Each subscription runs for a term of 3, 6 or 12 months, as chosen when you subscribe. At the end of
          a term the subscription renews automatically for another term of the same length, unless you cancel
          it before the term ends.
        </Paragraph>

        <SectionHeading>3. All sales final</SectionHeading>
        <Paragraph>
          All sales are final. Fees paid are not refundable, in whole or in part, including for a term you
          stop using or cancel before it ends.
        </Paragraph>

        <SectionHeading>4. Billing</SectionHeading>
        <Paragraph>
          Subscriptions are billed monthly or yearly, in advance, according to the billing period of your
          plan.
        </Paragraph>

        <SectionHeading>5. Non-payment</SectionHeading>
        <Paragraph>
          If a payment is not received when due, we may suspend the service until every amount due has been
          paid. Suspension does not stop the term or the fees that accrue during it.
        </Paragraph>

        <SectionHeading>6. Price changes</SectionHeading>
        <Paragraph>
          We give at least 60 days' notice before a change of price takes effect. The new price applies from
          the first term that starts after the notice period.
        </Paragraph>

        <SectionHeading>7. Currency</SectionHeading>
        <Paragraph>All prices, invoices and payments are in US dollars.</Paragraph>

        <SectionHeading>8. Governing law</SectionHeading>
        <Paragraph>
          These terms are governed by the laws of the State of Delaware, United States, without regard to its
          conflict-of-law rules.
        </Paragraph>
      </Typography>
    </Card>
  );
}
