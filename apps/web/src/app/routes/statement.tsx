export default function Page() {
  return <p>In arrivo</p>;
}
