import type * as React from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PaymentsMetrics } from './payments-metrics';
import { PaymentsTab } from './payments-tab';
import { SettlementsTab } from './settlements-tab';

type TabValue = 'settlements' | 'payments';

/**
 * Landlord payments page 'Pagamenti' (docs/product.md §2): the two metrics, the 'Conguagli' and 'Pagamenti'
 * tabs (?tab=payments opens the second). `adjustment` is the manual adjustment button shown at
 * the bottom of 'Conguagli'.
 */
export function PaymentsPage({ adjustment }: { adjustment: React.ReactNode }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TabValue = searchParams.get('tab') === 'payments' ? 'payments' : 'settlements';

  // A tab's list state (search, filters, page: decision 113) is its own: a change of tab drops it.
  const onTabChange = (value: string) => setSearchParams(value === 'payments' ? { tab: value } : {}, { replace: true });

  return (
    <div className="grid gap-6">
      <PaymentsMetrics />
      <Tabs value={tab} onValueChange={onTabChange}>
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="settlements">Conguagli</TabsTrigger>
          <TabsTrigger value="payments">Pagamenti</TabsTrigger>
        </TabsList>
        <TabsContent value="settlements">
          <SettlementsTab footer={adjustment} />
        </TabsContent>
        <TabsContent value="payments">
          <PaymentsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
