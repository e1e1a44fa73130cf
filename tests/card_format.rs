//! The card file format: what loads, and every mistake reported at file:line:col,
//! whether RON rejects it or the card's own checks do.

use mjref::analysis::american::{
    Card, Colour, Num, Numbers, PRACTICE_FILE, PRACTICE_TEXT, Symbol, Xc,
};

const CARD: &str = r#"// A card a player copied from theirs.
Card(
    name: "my card",
    sections: [
        Section(name: "2026", lines: [
            Line(hand: "FF 2026g 2222r 6666b", xc: X, value: 25),
            Line(hand: "NN 2026g 2026r 2026b", xc: C, value: 50, note: "3 suits"),
        ]),
        Section(name: "Any Like Numbers", lines: [
            Line(hand: "1111g 1111r 1111b FF OR 11g 11r 11b 1111g FFFF", xc: X, value: 30, numbers: Like),
        ]),
    ],
)
"#;

/// Line and column (from 1) where `needle` first stands after `after`.
fn pos(text: &str, after: &str, needle: &str) -> (usize, usize) {
    let start = text.find(after).expect("anchor present");
    let at = start + text[start..].find(needle).expect("needle present");
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, col)
}

#[track_caller]
fn fails_at(text: &str, at: (usize, usize), needle: &str) {
    let e = Card::parse("my.ron", text).expect_err("the card must be refused");
    assert_eq!(e.file, "my.ron");
    assert_eq!((e.line, e.col), at, "{e}");
    assert!(e.message().contains(needle), "`{needle}` not in: {e}");
    assert!(
        e.to_string()
            .starts_with(&format!("my.ron:{}:{}: ", at.0, at.1)),
        "{e}"
    );
}

#[test]
fn a_transcribed_card_loads() {
    let card = Card::parse("my.ron", CARD).expect("loads");
    assert_eq!(card.name, "my card");
    assert_eq!(card.lowest_value(), 25);
    let line = &card.sections[0].lines[1];
    assert_eq!(line.xc, Xc::C);
    assert_eq!(line.note.as_deref(), Some("3 suits"));
    assert_eq!(line.source_line, 7);
    assert_eq!(card.sections[0].lines[0].numbers, Numbers::AsPrinted);
    let like = &card.sections[1].lines[0];
    assert_eq!(like.hands.len(), 2);
    assert_eq!(like.hands[1].pattern.text, "11g 11r 11b 1111g FFFF");
    assert_eq!(
        like.hands[1].pattern.groups[0].symbol,
        Symbol::Number(Colour(0), Num::Var(0))
    );
    assert_eq!(like.hands[1].pattern.bases, (1..=9).collect::<Vec<u8>>());
}

#[test]
fn the_practice_card_is_the_shipped_file() {
    let on_disk = std::fs::read_to_string(PRACTICE_FILE).expect("practice card file");
    assert_eq!(on_disk, PRACTICE_TEXT);
    let card = Card::parse(PRACTICE_FILE, &on_disk).expect("loads");
    assert_eq!(&card, Card::practice());
    assert!(card.hands().count() >= 40);
    for s in &card.sections {
        for l in &s.lines {
            assert!((25..=75).contains(&l.value), "{} {}", s.name, l.text);
        }
    }
}

#[test]
fn ron_syntax_errors_are_located() {
    let text = CARD.replace("value: 25),", "value: 25)");
    let e = Card::parse("my.ron", &text).expect_err("missing comma");
    assert_eq!(e.line, 7, "{e}");
    let text = CARD.replace("xc: X, value: 25", "xc: Y, value: 25");
    fails_at(&text, pos(&text, "2222r", "Y"), "Y");
    let text = CARD.replace("xc: X, value: 25", "xc: X, valeu: 25");
    fails_at(&text, pos(&text, "2222r", "valeu"), "valeu");
    let text = CARD.replace("numbers: Like", "numbers: Alike");
    fails_at(&text, pos(&text, "numbers", "Alike"), "Alike");
}

#[test]
fn notation_errors_point_into_the_hand() {
    let text = CARD.replace("6666b", "66x6b");
    fails_at(&text, pos(&text, "66x6b", "x"), "`x` is not a card symbol");
    let text = CARD.replace("FF 2026g 2222r", "FF 2026 2222r");
    fails_at(
        &text,
        pos(&text, "FF 2026 ", "2026"),
        "needs a colour letter",
    );
    let text = CARD.replace("FF 2026g 2222r 6666b", "FF 2026g 2222r 666b");
    fails_at(&text, pos(&text, "FF 2026g", "FF"), "13 tiles");
    let text = CARD.replace("NN 2026g", "NNg 2026g");
    fails_at(&text, pos(&text, "NNg", "NNg"), "takes no colour letter");
    let text = CARD.replace(" FF OR 11g", " FF OR OR 11g");
    fails_at(&text, pos(&text, "FF OR ", "OR 11g"), "between two hands");
}

#[test]
fn number_notes_are_checked_against_the_printed_numbers() {
    let text = CARD.replace("1111g 1111r 1111b FF OR", "1111g 3333r 1111b FF OR");
    fails_at(
        &text,
        pos(&text, "1111g 3333r", "3333r"),
        "this line has 1 and 3",
    );
    let text = CARD.replace("xc: C, value: 50,", "xc: C, value: 50, numbers: Run,");
    fails_at(
        &text,
        pos(&text, "NN 2026g", "NN"),
        "no number on this line can vary",
    );
}

#[test]
fn card_checks_are_located() {
    let text = CARD.replace("xc: C, value: 50", "xc: C, value: 0");
    fails_at(&text, pos(&text, "xc: C, value: 0", "0"), "value 0");
    let text = CARD.replace("\"Any Like Numbers\"", "\"2026\"");
    fails_at(
        &text,
        pos(&text, "]),\n        Section(name: ", "\"2026\""),
        "appears twice",
    );
    let text = CARD.replace(
        "Section(name: \"2026\", lines: [",
        "Section(name: \"Empty\", lines: []),\n        Section(name: \"2026\", lines: [",
    );
    fails_at(
        &text,
        pos(&text, "\"Empty\", lines: ", "[]"),
        "has no lines",
    );
    let text = "Card(name: \"none\", sections: [])";
    fails_at(text, pos(text, "sections", "["), "no sections");
    // Twelve 1s of one suit outside groups that jokers could fill.
    let text = CARD.replace("FF 2026g 2222r 6666b", "FF 11g 11g 11g 11g 11g 11g");
    fails_at(
        &text,
        pos(&text, "FF 11g", "FF"),
        "cannot be made from one American set",
    );
}

#[test]
fn the_example_in_the_format_guide_loads() {
    let guide = std::fs::read_to_string("docs/card-format.md").expect("guide");
    let start = guide.find("```ron\n").expect("a RON example") + "```ron\n".len();
    let end = start + guide[start..].find("```").expect("closed");
    let card = Card::parse("docs/card-format.md", &guide[start..end]).expect("example loads");
    assert_eq!(card.name, "club card 2026");
    assert_eq!(card.hands().count(), 5);
}
