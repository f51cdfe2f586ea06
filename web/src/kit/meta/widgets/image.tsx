import { useState } from 'react';
import { Button, Flex, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { EMPTY_TEXT } from '../../../lib/formats';
import { useMetaEnvironment, type ViewProps, type WidgetProps } from '../MetaContext';
import { IMAGE_TYPES, imageProblem } from './imageSize';

export const UPLOAD_TEXT = 'Upload';
export const REMOVE_IMAGE_TEXT = 'Remove';

const PREVIEW_STYLE = { maxWidth: 160, maxHeight: 160 };

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * image: a png or jpeg, checked against maxWidth and maxHeight before it is taken, carried as a
 * data URL so it travels inside the JSON payload.
 */
export function ImageEdit({ value, onChange, field, disabled, id }: WidgetProps) {
  const { readImageSize } = useMetaEnvironment();
  const [problem, setProblem] = useState<string>();

  const take = async (file: File) => {
    try {
      const found = await imageProblem(file, field, readImageSize);
      setProblem(found);
      if (!found) onChange(await readAsDataUrl(file));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Flex vertical gap={8} align="start">
      {typeof value === 'string' && value !== '' && (
        <img src={value} alt={field.caption} style={PREVIEW_STYLE} />
      )}
      <Flex gap={8}>
        <Upload
          accept={IMAGE_TYPES.join(',')}
          showUploadList={false}
          disabled={disabled}
          beforeUpload={(file) => {
            void take(file);
            // Nothing is sent on its own: the image travels with the form.
            return Upload.LIST_IGNORE;
          }}
        >
          <Button id={id} icon={<UploadOutlined />} disabled={disabled}>
            {UPLOAD_TEXT}
          </Button>
        </Upload>
        {typeof value === 'string' && value !== '' && (
          <Button disabled={disabled} onClick={() => onChange(undefined)}>
            {REMOVE_IMAGE_TEXT}
          </Button>
        )}
      </Flex>
      {problem && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
    </Flex>
  );
}

export function ImageView({ value, field }: ViewProps) {
  if (typeof value !== 'string' || value === '') return <>{EMPTY_TEXT}</>;
  return <img src={value} alt={field.caption} style={PREVIEW_STYLE} />;
}
