import { useState } from 'react';
import { Button, Card, Descriptions } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { screeningApi, ScreeningAccountSettings } from '@console/contract/screening/api';
import { SCREENING_CHANGES } from './api';
import { MetaFormDialog } from '../../kit/MetaFormDialog';
import { Permitted } from '../../kit/Permitted';
import { formatText } from '../../lib/formats';
import { TEXT } from './texts';

/** The customizing's fields with their captions, from the contract's schema. */
const FIELDS = Object.entries(ScreeningAccountSettings.properties).map(([name, schema]) => ({
  name: name as keyof ScreeningAccountSettings,
  caption: (schema as { title?: string }).title ?? name,
}));

/** The account's customizing (AccountSettings PUT), edited in a dialog built from the call's metadata. */
export function CustomizingTab({
  accountId,
  settings,
}: {
  accountId: number;
  settings: ScreeningAccountSettings;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <Card
      title="Customizing"
      extra={
        <Permitted call={screeningApi.updateSettings}>
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            Edit
          </Button>
        </Permitted>
      }
    >
      <Descriptions
        column={1}
        items={FIELDS.map(({ name, caption }) => ({
          key: name,
          label: caption,
          children: formatText(settings[name]),
        }))}
      />
      {editing && (
        <MetaFormDialog
          title="Edit Customizing"
          endpoint={screeningApi.updateSettings}
          params={{ id: accountId }}
          initialValues={settings}
          editing
          savedMessage={TEXT.settingsSaved}
          invalidates={SCREENING_CHANGES}
          onSaved={() => setEditing(false)}
          onClose={() => setEditing(false)}
        />
      )}
    </Card>
  );
}
