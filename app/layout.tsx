import type { ReactNode } from 'react';

export const metadata = { title: 'Website backend API' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '0 auto', maxWidth: 980, padding: '1.5rem', lineHeight: 1.5 }}>
        {children}
      </body>
    </html>
  );
}
