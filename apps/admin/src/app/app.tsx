import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { QueryClientProvider } from '@tanstack/react-query';
import { HashRouter } from 'react-router';
import { ButtonSpinner } from '../components/button-spinner';
import { queryClient } from '../lib/query-client';
import { AppRoutes } from './app-routes';
import { theme } from './theme';

export function App() {
  return (
    <ConfigProvider
      locale={zhCN}
      theme={theme}
      button={{ autoInsertSpace: false, loadingIcon: <ButtonSpinner /> }}
      modal={{ styles: { header: { marginBottom: 16 } } }}
    >
      <AntApp message={{ maxCount: 3 }}>
        <QueryClientProvider client={queryClient}>
          <HashRouter>
            <AppRoutes />
          </HashRouter>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
