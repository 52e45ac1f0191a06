import { Card, CardContent } from '@/components/ui/card';

export default function Placeholder() {
  return (
    <Card>
      <CardContent className="py-10 text-center">
        <h2 className="text-xl font-semibold">Pagina in Costruzione</h2>
      </CardContent>
    </Card>
  );
}
