import { useState } from 'react';
import { Button, Select } from 'antd';
import { UnorderedListOutlined } from '@ant-design/icons';
import { usePartnerLocations, type IntegrationParams } from './api';

/**
 * The partner's locations, read with the saved settings when asked for, to choose the one this
 * location is linked to. A partner that fails answers 502, which the error catalogue shows.
 */
export function PartnerLocationPicker({
  params,
  title,
  onChoose,
}: {
  params: IntegrationParams;
  title: string;
  onChoose: (id: string) => void;
}) {
  const [asked, setAsked] = useState(false);
  const locations = usePartnerLocations(params, asked);
  if (!asked || locations.isError)
    return (
      <Button
        icon={<UnorderedListOutlined />}
        size="small"
        onClick={() => (asked ? void locations.refetch() : setAsked(true))}
      >
        Choose from {title}
      </Button>
    );
  return (
    <Select<string>
      aria-label={`${title} locations`}
      loading={locations.isPending}
      placeholder={`${title}'s locations`}
      style={{ width: '100%' }}
      showSearch
      optionFilterProp="label"
      onChange={onChoose}
      options={(locations.data ?? []).map((l) => ({ value: l.id, label: `${l.name} (${l.id})` }))}
    />
  );
}
