import { useEffect } from 'react';
import { message, Modal, notification } from 'antd';
import type { Feedback } from './feedback';

/**
 * Mounts antd's message, notification and modal holders, as antd's App component does, and hands
 * their APIs to FeedbackProvider (kit/feedback.tsx), which loads this after the first render.
 */
export default function FeedbackHost({ onReady }: { onReady: (apis: Feedback) => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    onReady({ message: messageApi, notification: notificationApi, modal: modalApi });
  }, [onReady, messageApi, notificationApi, modalApi]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
