import { Card, CardContent } from '@/components/ui/card';

export default function Placeholder() {
  return (
    <Card>
      <CardContent className="py-10 text-center">
        <h2 className="text-xl font-semibold">Payables</h2>
      </CardContent>
    </Card>
  );
}
