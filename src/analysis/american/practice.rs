//! The practice card that ships inside the binary.

use super::card::Card;
use std::sync::OnceLock;

pub const FILE: &str = "rulesets/american/cards/practice.ron";
pub const TEXT: &str = include_str!("../../../rulesets/american/cards/practice.ron");

/// The practice card's texts in another language (`practice.<lang>.ron`).
pub fn translation(lang: &str) -> Option<&'static str> {
    match lang {
        "cs" => Some(include_str!(
            "../../../rulesets/american/cards/practice.cs.ron"
        )),
        "pl" => Some(include_str!(
            "../../../rulesets/american/cards/practice.pl.ron"
        )),
        "ru" => Some(include_str!(
            "../../../rulesets/american/cards/practice.ru.ron"
        )),
        _ => None,
    }
}

/// The practice card told in `lang` (`en`, or a language without texts: as written).
pub fn card_in(lang: &str) -> Result<Card, crate::load::LoadError> {
    let mut card = card().clone();
    if let Some(text) = translation(lang) {
        let file = format!("rulesets/american/cards/practice.{lang}.ron");
        let texts = super::card_texts::read(crate::load::SourceText { file: &file, text }, &card)?;
        card.translate(&texts);
    }
    Ok(card)
}

/// Parsed once: callers match many hands against it.
pub(crate) fn card() -> &'static Card {
    static CARD: OnceLock<Card> = OnceLock::new();
    // The text is part of the program, not user input; the unit test below keeps it
    // valid, so a failure here is a bug in the shipped file.
    CARD.get_or_init(|| match Card::parse(FILE, TEXT) {
        Ok(card) => card,
        Err(e) => panic!("the built-in practice card is broken: {e}"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn practice_card_loads_with_every_section_shape() {
        let card = Card::parse(FILE, TEXT).expect("practice card loads");
        let names: Vec<&str> = card.sections.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(
            names,
            [
                "2026",
                "2468",
                "Any Like Numbers",
                "Quints",
                "Consecutive Run",
                "13579",
                "Winds-Dragons",
                "369",
                "Singles & Pairs"
            ]
        );
        assert!(card.hands().count() >= 40);
        let values: Vec<u16> = card
            .sections
            .iter()
            .flat_map(|s| s.lines.iter().map(|l| l.value))
            .collect();
        assert_eq!(card.lowest_value(), 25);
        assert_eq!(values.iter().max(), Some(&75));
        let sp = card.sections.last().expect("singles and pairs");
        assert!(
            sp.lines
                .iter()
                .all(|l| l.hands.iter().all(|h| !h.takes_jokers()))
        );
    }
}
