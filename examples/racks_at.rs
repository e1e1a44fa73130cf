// Throwaway: print each rack after the scenario's events.
fn main() {
    let path = std::env::args().nth(1).expect("file");
    let text = std::fs::read_to_string(&path).expect("read");
    let text = text
        .find("scenario: Scenario(")
        .map(|i| &text[i + 10..])
        .unwrap_or(&text);
    let text = text
        .trim_end()
        .trim_end_matches(')')
        .trim_end()
        .trim_end_matches(',');
    let sc = mjref::scenario::Scenario::parse(&path, text).expect("parse");
    let rs = mjref::rules::builtin::load(&sc.ruleset)
        .expect("k")
        .expect("l");
    let mut t = rs.initial_table(&sc).expect("table");
    for (i, e) in sc.events.iter().enumerate() {
        t.apply(i, e).expect("apply");
    }
    for s in mjref::table::Seat::ALL {
        let mut k: Vec<String> = t
            .rack(s)
            .iter()
            .map(|id| mjref::tiles::code(t.kind(*id)).to_string())
            .collect();
        k.sort();
        println!("{s:?} {}  melds {}", k.join(" "), t.melds(s).len());
    }
}
