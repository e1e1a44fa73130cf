//! `mjref card …`: American card tools.

use clap::Subcommand;
use std::io::Write;

#[derive(Debug, Subcommand)]
pub enum CardCommand {}

pub fn run(command: &CardCommand, _out: &mut impl Write) -> anyhow::Result<()> {
    match *command {}
}
