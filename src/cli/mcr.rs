//! `mjref mcr …`: Chinese Official tools.

use clap::Subcommand;
use std::io::{BufRead, Write};

#[derive(Debug, Subcommand)]
pub enum McrCommand {}

pub fn run(
    command: &McrCommand,
    _input: &mut impl BufRead,
    _out: &mut impl Write,
) -> anyhow::Result<()> {
    match *command {}
}
