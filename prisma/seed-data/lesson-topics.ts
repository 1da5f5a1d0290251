// Syllabus topics of the demo courses' lessons, as their tutors would tag them
// (PUT /api/videos/{id}/topics): by course slug, then lesson title, the slugs of the course
// subject's leaf topics (prisma/seed-data/bank/). They let "what to study next" offer lessons for
// the demo student's next topic. Written only when the course itself is created, so a tutor's
// later tags are never overwritten. Reading comprehension is left untagged: the next-topics
// integration test tags its own lessons with it and expects exactly those.

export const lessonTopics: Record<string, Record<string, readonly string[]>> = {
  "jamb-use-of-english": {
    "Synonyms and Nearest in Meaning": ["synonyms"],
    "Concord: Subject-Verb Agreement": ["concord"],
    "Vowel Sounds: Monophthongs and Diphthongs": ["vowels"],
    "Consonant Sounds and Clusters": ["consonants"],
    "Cloze Test Techniques": ["cloze"],
    "Antonyms and Opposite in Meaning": ["antonyms"],
    "Tenses and Sequence of Tenses": ["concord"],
    "Word Stress and Emphatic Stress": ["word-stress", "emphatic-stress"],
    "Sentence Interpretation": ["idioms-and-interpretation"],
    "Question Tags, Prepositions and Phrasal Verbs": ["sentence-completion"],
    "Idioms and Figurative Expressions": ["idioms-and-interpretation"],
    "Sentence Completion Drills": ["sentence-completion"],
    "Rhymes and Homophones": ["rhymes"],
  },
  "jamb-mathematics-speed-drills": {
    "Differentiation and Its Applications": ["differentiation", "applications-of-differentiation"],
    "Quadratic Equations: Sum and Product of Roots": ["polynomials-and-equations"],
    "Indices, Logarithms and Surds Shortcuts": ["indices-logarithms-surds"],
    "Variation and Inequalities": ["variation", "inequalities"],
    "Number Bases and Modular Arithmetic": ["number-bases"],
    "Integration and Area Under a Curve": ["integration"],
    "Mean, Variance and Standard Deviation": ["measures-of-central-tendency", "measures-of-dispersion"],
    "Sets and Venn Diagrams": ["sets"],
    "Arithmetic and Geometric Progressions": ["sequences-and-series"],
    "Matrices and Determinants": ["matrices-and-binary-operations"],
    "Permutations, Combinations and Probability": ["permutations-and-combinations", "probability"],
  },
  "jamb-physics-past-questions": {
    "Motion, Equilibrium of Forces and Moments": ["linear-motion", "equilibrium-and-moments"],
    "Current Electricity and Ohm's Law": ["current-electricity"],
    "Capacitors and Electrostatics": ["capacitors", "electrostatics"],
    "Work, Energy, Power and Machines": ["work-energy-power", "simple-machines"],
    "Heat Energy: Expansion, Specific Heat Capacity and Gas Laws": [
      "thermal-expansion",
      "heat-capacity-and-latent-heat",
      "gas-laws",
    ],
    "Electromagnetic Induction and Alternating Current": ["electromagnetic-induction", "alternating-current"],
    "Waves, Light and Optical Instruments": [
      "wave-properties",
      "refraction-of-light",
      "lenses-and-optical-instruments",
    ],
    "Radioactivity and the Photoelectric Effect": ["radioactivity-and-nuclear", "atomic-physics"],
  },
  "neco-chemistry-essentials": {
    "The Mole Concept": ["mole-concept"],
    "Hydrocarbons: Alkanes, Alkenes and Alkynes": ["hydrocarbons"],
    "Particulate Nature of Matter and Separation Techniques": ["kinetic-theory", "separation-techniques"],
    "Atomic Structure and Electronic Configuration": ["atomic-structure"],
    "Chemical Equations and Stoichiometry": ["formulae-and-equations"],
    "Alkanols and Alkanoic Acids": ["alkanols-and-alkanoic-acids"],
    "The Periodic Table and Periodicity": ["periodic-table"],
    "Petroleum and Its Refining in Nigeria": ["hydrocarbons"],
    "Acids, Bases and Salts": ["acids-and-bases", "salts"],
    "Oxidation and Reduction": ["oxidation-and-reduction"],
    "Chemical Bonding": ["chemical-bonding"],
  },
};
