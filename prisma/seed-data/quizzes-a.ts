import type { SeedQuiz } from "./types";

// Demo quizzes (part A): Mathematics, English, Physics, Chemistry and Biology.
// Every question is original and written in the style of WAEC/NECO SSCE and JAMB UTME
// objective papers. `correct` is the 0-based index of the right option.

export const quizzesA: SeedQuiz[] = [
  {
    slug: "waec-maths-algebra",
    title: "WAEC Mathematics: Algebra and Indices",
    description:
      "Practise the algebra and indices questions that come up every year in WAEC Mathematics Paper 1. It covers laws of indices, linear and quadratic equations, word problems, change of subject and variation.",
    category: "Mathematics",
    difficulty: "medium",
    courseSlug: "waec-mathematics-complete",
    tutorEmail: "tutor@examprep.ng",
    timeLimit: 15,
    passingScore: 70,
    maxAttempts: 3,
    questions: [
      {
        question: "Evaluate 27^(2/3) × 16^(−1/2).",
        options: ["36", "4/9", "9/4", "6"],
        correct: 2,
        explanation: "27^(2/3) = (∛27)² = 3² = 9 and 16^(−1/2) = 1/√16 = 1/4. So 9 × 1/4 = 9/4.",
      },
      {
        question: "Solve for x: 2^(x + 1) = 32.",
        options: ["3", "4", "5", "16"],
        correct: 1,
        explanation: "32 = 2⁵, so 2^(x + 1) = 2⁵. Equating the powers, x + 1 = 5 and x = 4.",
      },
      {
        question: "Simplify (3x²y)³ ÷ 9x⁴y².",
        options: ["3x²y", "3x²y⁵", "9x²y", "x²y/3"],
        correct: 0,
        explanation: "(3x²y)³ = 27x⁶y³. Then 27x⁶y³ ÷ 9x⁴y² = 3x^(6 − 4)y^(3 − 2) = 3x²y.",
      },
      {
        question:
          "Chinedu paid ₦1,400 for 3 exercise books and 2 pens at a shop in Onitsha. A pen costs ₦200 less than an exercise book. What is the cost of one exercise book?",
        options: ["₦200", "₦280", "₦360", "₦400"],
        correct: 2,
        explanation:
          "Let a book cost ₦e, so a pen costs ₦(e − 200). Then 3e + 2(e − 200) = 1400, so 5e − 400 = 1400, 5e = 1800 and e = ₦360.",
      },
      {
        question: "Factorise completely: x² − 5x + 6.",
        options: ["(x + 2)(x + 3)", "(x − 1)(x − 6)", "(x + 1)(x − 6)", "(x − 2)(x − 3)"],
        correct: 3,
        explanation:
          "We need two numbers whose product is +6 and whose sum is −5: these are −2 and −3. So x² − 5x + 6 = (x − 2)(x − 3).",
      },
      {
        question: "Solve the simultaneous equations: 2x + y = 7 and x − y = 2.",
        options: ["x = 1, y = 3", "x = 3, y = 1", "x = 2, y = 3", "x = 3, y = −1"],
        correct: 1,
        explanation: "Adding the equations gives 3x = 9, so x = 3. Then 3 − y = 2 gives y = 1. Check: 2(3) + 1 = 7.",
      },
      {
        question: "Find the roots of the equation 2x² + x − 6 = 0.",
        options: ["x = 3/2 or x = −2", "x = −3/2 or x = 2", "x = 3 or x = −2", "x = 2/3 or x = −2"],
        correct: 0,
        explanation: "2x² + x − 6 = (2x − 3)(x + 2) = 0, so 2x − 3 = 0 or x + 2 = 0, giving x = 3/2 or x = −2.",
      },
      {
        question: "Simplify 8^(2/3) ÷ 2^(−2).",
        options: ["1", "1/16", "4", "16"],
        correct: 3,
        explanation: "8^(2/3) = (∛8)² = 2² = 4 and 2^(−2) = 1/4. Dividing by 1/4 means multiplying by 4: 4 × 4 = 16.",
      },
      {
        question:
          "Mrs Okafor is three times as old as her son. In 10 years' time she will be twice as old as he will be. How old is Mrs Okafor now?",
        options: ["10 years", "30 years", "20 years", "40 years"],
        correct: 1,
        explanation:
          "Let the son be s years, so she is 3s. Then 3s + 10 = 2(s + 10), so 3s + 10 = 2s + 20 and s = 10. She is 3 × 10 = 30 years old.",
      },
      {
        question: "Make a the subject of the formula v² = u² + 2as.",
        options: ["a = (v − u)²/(2s)", "a = 2s/(v² − u²)", "a = (v² + u²)/(2s)", "a = (v² − u²)/(2s)"],
        correct: 3,
        explanation: "Subtract u² from both sides: v² − u² = 2as. Then divide both sides by 2s: a = (v² − u²)/(2s).",
      },
      {
        question: "Solve the inequality 5 − 2x < 11.",
        options: ["x > −3", "x < −3", "x > 3", "x < 3"],
        correct: 0,
        explanation: "5 − 2x < 11 gives −2x < 6. Dividing by −2 reverses the inequality sign, so x > −3.",
      },
      {
        question: "y varies inversely as the square of x. If y = 8 when x = 2, find y when x = 4.",
        options: ["4", "1/2", "2", "16"],
        correct: 2,
        explanation: "y = k/x², so k = yx² = 8 × 2² = 32. When x = 4, y = 32/4² = 32/16 = 2.",
      },
    ],
  },
  {
    slug: "jamb-maths-mixed",
    title: "JAMB Mathematics Mixed Practice",
    description:
      "A demanding mixed set in the style of the UTME Mathematics paper, covering number bases, logarithms, surds, sequences, calculus, probability, statistics, trigonometry and sets. Work fast: the timing is close to what you will face in the CBT centre.",
    category: "Mathematics",
    difficulty: "hard",
    courseSlug: null,
    tutorEmail: "tutor@examprep.ng",
    timeLimit: 20,
    passingScore: 60,
    maxAttempts: null,
    questions: [
      {
        question: "If 213 in base x is equal to 58 in base ten, find x.",
        options: ["4", "5", "6", "7"],
        correct: 1,
        explanation:
          "2x² + 1·x + 3 = 58, so 2x² + x − 55 = 0, which factorises as (2x + 11)(x − 5) = 0. The base must be a positive whole number, so x = 5 (check: 2 × 25 + 5 + 3 = 58).",
      },
      {
        question: "Given that log₁₀ 2 = 0.3010 and log₁₀ 3 = 0.4771, find log₁₀ 1.2.",
        options: ["1.0791", "0.7781", "0.1249", "0.0791"],
        correct: 3,
        explanation: "1.2 = (2² × 3)/10, so log₁₀ 1.2 = 2(0.3010) + 0.4771 − 1 = 0.6020 + 0.4771 − 1 = 0.0791.",
      },
      {
        question: "Simplify (√3 + √2)/(√3 − √2).",
        options: ["5 + 2√6", "5 − 2√6", "1 + 2√6", "5 + √6"],
        correct: 0,
        explanation:
          "Multiply top and bottom by (√3 + √2): the numerator is (√3 + √2)² = 3 + 2√6 + 2 = 5 + 2√6 and the denominator is 3 − 2 = 1. The answer is 5 + 2√6.",
      },
      {
        question: "If α and β are the roots of 2x² − 5x + 1 = 0, find the value of α² + β².",
        options: ["25/4", "29/4", "21/4", "23/4"],
        correct: 2,
        explanation: "α + β = 5/2 and αβ = 1/2. α² + β² = (α + β)² − 2αβ = 25/4 − 1 = 21/4.",
      },
      {
        question:
          "The 3rd term of an arithmetic progression is 10 and the 7th term is 26. Find the sum of the first 10 terms.",
        options: ["180", "220", "200", "380"],
        correct: 2,
        explanation:
          "a + 2d = 10 and a + 6d = 26, so 4d = 16, d = 4 and a = 2. S₁₀ = (10/2)[2(2) + 9(4)] = 5 × 40 = 200.",
      },
      {
        question:
          "Find the sum to infinity of a geometric progression whose first term is 18 and whose common ratio is −1/2.",
        options: ["36", "12", "−12", "9"],
        correct: 1,
        explanation: "S∞ = a/(1 − r) = 18/(1 − (−1/2)) = 18/(3/2) = 12.",
      },
      {
        question: "Find the local minimum (turning-point) value of y = x³ − 3x² − 9x + 5.",
        options: ["−22", "10", "−27", "5"],
        correct: 0,
        explanation:
          "dy/dx = 3x² − 6x − 9 = 3(x − 3)(x + 1) = 0 at x = 3 or x = −1. d²y/dx² = 6x − 6 is positive at x = 3, so the local minimum value is y = 27 − 27 − 27 + 5 = −22 (x = −1 gives the local maximum, 10). A cubic has no overall minimum, so the question asks for the turning point.",
      },
      {
        question: "Evaluate ∫₀² (3x² − 2x) dx.",
        options: ["8", "12", "−4", "4"],
        correct: 3,
        explanation: "∫(3x² − 2x) dx = x³ − x². From 0 to 2: (8 − 4) − (0 − 0) = 4.",
      },
      {
        question:
          "A bag contains 5 red and 3 blue balls. Two balls are picked at random, one after the other, without replacement. What is the probability that both are red?",
        options: ["25/64", "5/14", "5/28", "15/56"],
        correct: 1,
        explanation:
          "P(first red) = 5/8 and, with one red ball gone, P(second red) = 4/7. So P(both red) = 5/8 × 4/7 = 20/56 = 5/14.",
      },
      {
        question:
          "The mean riding experience of 5 okada riders at a junction in Ibadan is 12 years. When a sixth rider joins them, the mean becomes 13 years. How many years of experience does the sixth rider have?",
        options: ["13", "15", "18", "25"],
        correct: 2,
        explanation:
          "Total for 5 riders = 5 × 12 = 60. Total for 6 riders = 6 × 13 = 78. The sixth rider has 78 − 60 = 18 years.",
      },
      {
        question: "If sin θ = 5/13 and θ is an obtuse angle, find tan θ.",
        options: ["5/12", "−12/5", "12/13", "−5/12"],
        correct: 3,
        explanation:
          "The adjacent side is √(13² − 5²) = 12. For an obtuse angle (between 90° and 180°), cos θ is negative, so cos θ = −12/13 and tan θ = sin θ/cos θ = −5/12.",
      },
      {
        question:
          "In a class of 40 students in Kano, 24 offer Physics, 20 offer Chemistry and 6 offer neither subject. How many students offer both subjects?",
        options: ["10", "4", "14", "16"],
        correct: 0,
        explanation:
          "Students offering at least one subject = 40 − 6 = 34. Using n(P ∪ C) = n(P) + n(C) − n(P ∩ C): 34 = 24 + 20 − n(P ∩ C), so n(P ∩ C) = 10.",
      },
    ],
  },
  {
    slug: "english-lexis-structure",
    title: "Use of English: Lexis and Structure",
    description:
      "Warm-up practice on synonyms, antonyms, idioms, spelling and grammar (concord, tenses, tags and pronouns) as tested in the UTME Use of English paper. Ideal for a quick daily drill.",
    category: "English",
    difficulty: "easy",
    courseSlug: "jamb-use-of-english",
    tutorEmail: "folake.adebayo@examprep.ng",
    timeLimit: 10,
    passingScore: 70,
    maxAttempts: null,
    questions: [
      {
        question:
          "Choose the option nearest in meaning to the word in capitals: The principal was FURIOUS when he saw the broken windows.",
        options: ["surprised", "confused", "very angry", "very happy"],
        correct: 2,
        explanation: "FURIOUS means extremely angry, so 'very angry' is the nearest in meaning.",
      },
      {
        question:
          "Choose the option opposite in meaning to the word in capitals: Mrs Adeleke is always GENEROUS with her time and money.",
        options: ["stingy", "kind", "busy", "patient"],
        correct: 0,
        explanation: "GENEROUS means willing to give freely; its opposite is 'stingy' (unwilling to give or spend).",
      },
      {
        question: "Choose the option that best completes the sentence: Each of the students ___ a textbook.",
        options: ["have", "has", "are having", "were having"],
        correct: 1,
        explanation:
          "The subject is 'Each', which is singular, so it takes the singular verb 'has'. 'Of the students' does not change the number of the subject.",
      },
      {
        question: "Choose the correct question tag: Amaka has finished her assignment, ___?",
        options: ["has she", "didn't she", "isn't it", "hasn't she"],
        correct: 3,
        explanation:
          "A positive statement takes a negative tag using the same auxiliary verb. The auxiliary is 'has', so the tag is 'hasn't she?'.",
      },
      {
        question: "Choose the option that best completes the sentence: The man was accused ___ stealing a goat.",
        options: ["for", "of", "with", "on"],
        correct: 1,
        explanation: "The verb 'accuse' is followed by the preposition 'of': one is accused of an offence.",
      },
      {
        question: "Choose the correctly spelt word.",
        options: ["accomodation", "acommodation", "accommodasion", "accommodation"],
        correct: 3,
        explanation: "The correct spelling has a double 'c' and a double 'm': accommodation.",
      },
      {
        question:
          "Choose the option that best explains the expression in capitals: When the JAMB results came out, Emeka was ON CLOUD NINE.",
        options: ["extremely happy", "very confused", "deeply worried", "absent-minded"],
        correct: 0,
        explanation: "To be 'on cloud nine' is an idiom meaning to be extremely happy or delighted.",
      },
      {
        question:
          "Choose the option that best completes the sentence: By the time we got to the stadium in Lagos, the match ___.",
        options: ["has started", "starts", "had started", "was start"],
        correct: 2,
        explanation:
          "The past perfect 'had started' is used for an action completed before another past action ('we got').",
      },
      {
        question: "Choose the option that best completes the sentence: My two ___ are both lawyers in Abuja.",
        options: ["brother-in-laws", "brothers-in-law", "brothers-in-laws", "brother-in-law's"],
        correct: 1,
        explanation: "In compound nouns like 'brother-in-law', the plural is formed on the main word: brothers-in-law.",
      },
      {
        question:
          "Choose the option opposite in meaning to the word in capitals: The witness gave a VAGUE account of the accident.",
        options: ["long", "false", "brief", "clear"],
        correct: 3,
        explanation: "VAGUE means unclear or imprecise, so its opposite is 'clear'.",
      },
      {
        question: "Choose the option that best completes the sentence: Between you and ___, the test was easy.",
        options: ["I", "myself", "me", "mine"],
        correct: 2,
        explanation: "'Between' is a preposition, so it takes the object pronoun: 'between you and me'.",
      },
      {
        question: "Choose the option that best completes the sentence: The news about the strike ___ shocking.",
        options: ["was", "were", "are", "have been"],
        correct: 0,
        explanation:
          "'News' is an uncountable noun that takes a singular verb, so 'The news ... was shocking' is correct.",
      },
    ],
  },
  {
    slug: "physics-mechanics",
    title: "Physics: Motion, Forces and Energy",
    description:
      "Test your grasp of motion, Newton's laws, momentum, energy, power, moments and machines with WAEC-style calculations. Take g = 10 m/s² wherever it is needed.",
    category: "Physics",
    difficulty: "medium",
    courseSlug: "waec-physics-mechanics-waves",
    tutorEmail: "babatunde.adeyemi@examprep.ng",
    timeLimit: 15,
    passingScore: 70,
    maxAttempts: 3,
    questions: [
      {
        question:
          "A car starts from rest and accelerates uniformly to a velocity of 20 m/s in 5 s. Calculate the distance it covers in this time.",
        options: ["50 m", "100 m", "4 m", "25 m"],
        correct: 0,
        explanation: "s = ½(u + v)t = ½(0 + 20) × 5 = 10 × 5 = 50 m.",
      },
      {
        question: "A resultant force of 20 N acts on a body of mass 5 kg. What is the acceleration of the body?",
        options: ["100 m/s²", "0.25 m/s²", "4 m/s²", "15 m/s²"],
        correct: 2,
        explanation: "From F = ma, a = F/m = 20/5 = 4 m/s².",
      },
      {
        question:
          "A stone is dropped from rest from the top of a building and hits the ground 3 s later. Neglecting air resistance, find the height of the building. (g = 10 m/s²)",
        options: ["30 m", "45 m", "90 m", "15 m"],
        correct: 1,
        explanation: "h = ut + ½gt² = 0 + ½ × 10 × 3² = 5 × 9 = 45 m.",
      },
      {
        question:
          "An okada and its rider have a total mass of 150 kg and move at 10 m/s along a road in Ibadan. What is their kinetic energy?",
        options: ["1,500 J", "15,000 J", "750 J", "7,500 J"],
        correct: 3,
        explanation: "KE = ½mv² = ½ × 150 × 10² = 75 × 100 = 7,500 J.",
      },
      {
        question:
          "A student of mass 60 kg climbs a staircase of vertical height 12 m in 20 s. Calculate the average power he develops. (g = 10 m/s²)",
        options: ["36 W", "360 W", "7,200 W", "144 W"],
        correct: 1,
        explanation: "Work done = mgh = 60 × 10 × 12 = 7,200 J. Power = work/time = 7,200/20 = 360 W.",
      },
      {
        question:
          "A ball of mass 0.5 kg moving at 8 m/s is brought to rest in 0.1 s. Calculate the average force that stops it.",
        options: ["4 N", "0.4 N", "40 N", "400 N"],
        correct: 2,
        explanation: "Change in momentum = 0.5 × 8 − 0 = 4 kg m/s. Force = change in momentum/time = 4/0.1 = 40 N.",
      },
      {
        question:
          "A trolley of mass 3 kg moving at 4 m/s collides with a stationary trolley of mass 1 kg and they move off together. Find their common velocity.",
        options: ["3 m/s", "4 m/s", "12 m/s", "1 m/s"],
        correct: 0,
        explanation: "Momentum is conserved: 3 × 4 + 1 × 0 = (3 + 1)v, so 12 = 4v and v = 3 m/s.",
      },
      {
        question: "Passengers in a danfo bus jerk forward when the bus stops suddenly. Which law best explains this?",
        options: [
          "Newton's second law of motion",
          "Newton's third law of motion",
          "Newton's law of universal gravitation",
          "Newton's first law of motion",
        ],
        correct: 3,
        explanation:
          "By Newton's first law (the law of inertia), the passengers' bodies tend to keep moving forward when the bus stops.",
      },
      {
        question: "Which of the following is a vector quantity?",
        options: ["Speed", "Mass", "Displacement", "Energy"],
        correct: 2,
        explanation:
          "Displacement has both magnitude and direction, so it is a vector. Speed, mass and energy have magnitude only (scalars).",
      },
      {
        question:
          "A uniform metre rule is balanced on a knife-edge at the 50 cm mark. A 30 N weight hangs at the 20 cm mark. Where must a 20 N weight be hung to keep the rule balanced?",
        options: ["45 cm mark", "80 cm mark", "5 cm mark", "95 cm mark"],
        correct: 3,
        explanation:
          "Moment of the 30 N weight = 30 × (50 − 20) = 900 N cm. For balance, 20 × d = 900, so d = 45 cm on the other side of the pivot: 50 + 45 = 95 cm mark.",
      },
      {
        question:
          "A ball is thrown vertically upwards with a speed of 20 m/s. Neglecting air resistance, find the maximum height it reaches. (g = 10 m/s²)",
        options: ["20 m", "40 m", "2 m", "10 m"],
        correct: 0,
        explanation: "At the top v = 0, so from v² = u² − 2gh: h = u²/(2g) = 20²/(2 × 10) = 400/20 = 20 m.",
      },
      {
        question:
          "A machine has a velocity ratio of 5 and an efficiency of 80%. What effort is needed to lift a load of 400 N with it?",
        options: ["80 N", "100 N", "125 N", "320 N"],
        correct: 1,
        explanation:
          "Mechanical advantage = efficiency × velocity ratio = 0.8 × 5 = 4. Effort = load/MA = 400/4 = 100 N.",
      },
    ],
  },
  {
    slug: "chemistry-foundations",
    title: "Chemistry: Atoms, Bonding and the Mole",
    description:
      "A gentle check on atomic structure, chemical bonding and simple mole calculations, pitched at NECO and WAEC SSCE level.",
    category: "Chemistry",
    difficulty: "easy",
    courseSlug: "neco-chemistry-essentials",
    tutorEmail: "chinwe.eze@examprep.ng",
    timeLimit: 10,
    passingScore: 70,
    maxAttempts: null,
    questions: [
      {
        question: "The atomic number of an element is the number of",
        options: [
          "neutrons in the nucleus of its atom",
          "protons in the nucleus of its atom",
          "protons and neutrons in the nucleus of its atom",
          "electrons in the outermost shell of its atom",
        ],
        correct: 1,
        explanation:
          "Atomic number (Z) is the number of protons in the nucleus. Protons plus neutrons give the mass number.",
      },
      {
        question: "An atom has a mass number of 23 and an atomic number of 11. How many neutrons does it contain?",
        options: ["11", "23", "34", "12"],
        correct: 3,
        explanation: "Number of neutrons = mass number − atomic number = 23 − 11 = 12.",
      },
      {
        question: "What is the electronic configuration of magnesium (atomic number 12)?",
        options: ["2, 8, 2", "2, 8, 1", "2, 10", "2, 2, 8"],
        correct: 0,
        explanation:
          "The 12 electrons fill the shells in order: 2 in the first shell, 8 in the second and the remaining 2 in the third, giving 2, 8, 2.",
      },
      {
        question: "What type of bond holds sodium and chlorine together in sodium chloride?",
        options: ["Covalent", "Metallic", "Ionic (electrovalent)", "Dative covalent"],
        correct: 2,
        explanation:
          "Sodium transfers its outer electron to chlorine, forming Na⁺ and Cl⁻ ions held together by electrostatic attraction: an ionic bond.",
      },
      {
        question: "Which of the following compounds is covalent?",
        options: ["NaCl", "MgO", "CaF₂", "CH₄"],
        correct: 3,
        explanation:
          "In methane, carbon and hydrogen (both non-metals) share electron pairs, so CH₄ is covalent. NaCl, MgO and CaF₂ are ionic compounds of a metal and a non-metal.",
      },
      {
        question: "Calculate the relative molecular mass of carbon(IV) oxide, CO₂. [C = 12, O = 16]",
        options: ["28", "44", "40", "32"],
        correct: 1,
        explanation: "Mr of CO₂ = 12 + (2 × 16) = 12 + 32 = 44.",
      },
      {
        question: "How many moles are there in 9 g of water? [H = 1, O = 16]",
        options: ["0.5 mol", "2 mol", "1 mol", "0.25 mol"],
        correct: 0,
        explanation: "Molar mass of H₂O = (2 × 1) + 16 = 18 g/mol. Moles = mass/molar mass = 9/18 = 0.5 mol.",
      },
      {
        question:
          "How many molecules are present in 2 moles of oxygen gas, O₂? [Avogadro's constant = 6.02 × 10²³ mol⁻¹]",
        options: ["6.02 × 10²³", "3.01 × 10²³", "1.204 × 10²⁴", "2.408 × 10²⁴"],
        correct: 2,
        explanation:
          "Number of molecules = moles × Avogadro's constant = 2 × 6.02 × 10²³ = 1.204 × 10²⁴. (2.408 × 10²⁴ is the number of oxygen atoms, not molecules.)",
      },
      {
        question: "What volume does 0.5 mol of a gas occupy at s.t.p.? [Molar volume at s.t.p. = 22.4 dm³]",
        options: ["22.4 dm³", "44.8 dm³", "5.6 dm³", "11.2 dm³"],
        correct: 3,
        explanation: "Volume = moles × molar volume = 0.5 × 22.4 = 11.2 dm³.",
      },
      {
        question: "Isotopes of an element have the same number of ___ but different numbers of ___.",
        options: ["protons; neutrons", "neutrons; protons", "neutrons; electrons", "electrons; protons"],
        correct: 0,
        explanation:
          "Isotopes are atoms of the same element (same number of protons, so same atomic number) with different numbers of neutrons (different mass numbers).",
      },
      {
        question: "What is the mass of 0.2 mol of sodium hydroxide, NaOH? [Na = 23, O = 16, H = 1]",
        options: ["4 g", "8 g", "20 g", "200 g"],
        correct: 1,
        explanation: "Molar mass of NaOH = 23 + 16 + 1 = 40 g/mol. Mass = moles × molar mass = 0.2 × 40 = 8 g.",
      },
      {
        question: "An element X has the electronic configuration 2, 8, 7. Which ion does X most readily form?",
        options: ["X⁺", "X⁷⁺", "X⁻", "X²⁻"],
        correct: 2,
        explanation:
          "With 7 outer electrons, X gains one electron to reach the stable octet (2, 8, 8), forming the ion X⁻.",
      },
    ],
  },
  {
    slug: "biology-cells-genetics",
    title: "Biology: Cells, Genetics and Evolution",
    description:
      "A challenging set on cell structure, cell division, Mendelian and sex-linked inheritance, DNA and the theories and evidence of evolution, as tested in the UTME. Expect genetics problems that need careful working.",
    category: "Biology",
    difficulty: "hard",
    courseSlug: "jamb-biology-masterclass",
    tutorEmail: "ibrahim.musa@examprep.ng",
    timeLimit: 20,
    passingScore: 75,
    maxAttempts: 2,
    questions: [
      {
        question: "Which of the following organelles is found in green plant cells but not in animal cells?",
        options: ["Mitochondrion", "Ribosome", "Chloroplast", "Golgi apparatus"],
        correct: 2,
        explanation:
          "Chloroplasts carry out photosynthesis and are found only in green plant cells. Mitochondria, ribosomes and the Golgi apparatus occur in both plant and animal cells.",
      },
      {
        question:
          "In pea plants, tall (T) is dominant over short (t). Two heterozygous tall plants (Tt × Tt) are crossed. What fraction of the TALL offspring is expected to be heterozygous?",
        options: ["1/2", "2/3", "3/4", "1/4"],
        correct: 1,
        explanation:
          "Tt × Tt gives 1 TT : 2 Tt : 1 tt. The tall offspring are TT and Tt in the ratio 1 : 2, so 2 out of every 3 tall plants are heterozygous (2/3).",
      },
      {
        question:
          "A man of blood group AB marries a woman of blood group O. Which blood groups can their children have?",
        options: ["AB and O only", "AB only", "A, B, AB and O", "A and B only"],
        correct: 3,
        explanation:
          "The man (IᴬIᴮ) passes on either Iᴬ or Iᴮ, and the woman (ii) always passes on i. The children are Iᴬi (group A) or Iᴮi (group B) only.",
      },
      {
        question:
          "Colour blindness is caused by a recessive allele on the X chromosome. A man with normal vision marries a woman who is a carrier. If they have a son, what is the probability that he is colour-blind?",
        options: ["1/2", "1/4", "0", "1"],
        correct: 0,
        explanation:
          "A son gets his Y chromosome from his father and his X chromosome from his mother. The carrier mother (XᴺXⁿ) passes on Xⁿ half the time, so the probability is 1/2. (1/4 would be the chance that any child is a colour-blind son.)",
      },
      {
        question: "A human cell with 46 chromosomes undergoes meiosis. What are the products of this division?",
        options: [
          "Two cells, each with 46 chromosomes",
          "Four cells, each with 46 chromosomes",
          "Four cells, each with 23 chromosomes",
          "Two cells, each with 23 chromosomes",
        ],
        correct: 2,
        explanation:
          "Meiosis involves two successive divisions of one diploid cell, giving four haploid cells, each with half the chromosome number: 46/2 = 23.",
      },
      {
        question: "During which stage of cell division does crossing over between homologous chromosomes take place?",
        options: ["Metaphase of mitosis", "Anaphase II of meiosis", "Telophase I of meiosis", "Prophase I of meiosis"],
        correct: 3,
        explanation:
          "In prophase I of meiosis, homologous chromosomes pair up and exchange segments at the chiasmata (crossing over). Homologous chromosomes do not pair in mitosis.",
      },
      {
        question: "Which of the following ideas is associated with Jean-Baptiste Lamarck's theory of evolution?",
        options: [
          "Natural selection",
          "Inheritance of acquired characteristics",
          "Mutation theory",
          "Special creation",
        ],
        correct: 1,
        explanation:
          "Lamarck proposed use and disuse, and that characteristics acquired during an organism's lifetime are passed to its offspring. Natural selection is Darwin's theory and mutation theory is de Vries'.",
      },
      {
        question:
          "The forelimbs of a human, a bat and a whale have the same basic bone pattern but are used for different functions. Such structures are described as",
        options: ["homologous structures", "analogous structures", "vestigial structures", "acquired characteristics"],
        correct: 0,
        explanation:
          "Homologous structures share the same basic structure and origin but are adapted for different functions, which is evidence of common ancestry. Analogous structures have the same function but different structure and origin.",
      },
      {
        question:
          "In a sample of double-stranded DNA, 30% of the bases are adenine. What percentage of the bases are guanine?",
        options: ["30%", "40%", "20%", "70%"],
        correct: 2,
        explanation:
          "Adenine pairs with thymine, so T = 30% and A + T = 60%. That leaves G + C = 40%, and since G = C, guanine is 40%/2 = 20%.",
      },
      {
        question: "What happens to a red blood cell placed in distilled water?",
        options: [
          "It swells and bursts (haemolysis)",
          "It shrinks and becomes crenated",
          "It becomes plasmolysed",
          "It remains unchanged",
        ],
        correct: 0,
        explanation:
          "Distilled water is hypotonic to the cell, so water enters by osmosis. With no cell wall to resist the pressure, the red blood cell swells and bursts.",
      },
      {
        question: "In a test cross, an organism showing the dominant phenotype is crossed with",
        options: [
          "a homozygous dominant individual",
          "a heterozygous individual",
          "another individual showing the dominant phenotype",
          "a homozygous recessive individual",
        ],
        correct: 3,
        explanation:
          "Crossing with a homozygous recessive individual shows the unknown genotype: if any offspring show the recessive trait, the parent must be heterozygous.",
      },
      {
        question:
          "In a dihybrid cross between two individuals heterozygous for both traits (AaBb × AaBb), with complete dominance and independent assortment, what fraction of the offspring is expected to show both recessive traits?",
        options: ["3/16", "1/16", "9/16", "1/4"],
        correct: 1,
        explanation:
          "The phenotypic ratio is 9 : 3 : 3 : 1. Only the aabb offspring show both recessive traits: 1/4 (aa) × 1/4 (bb) = 1/16.",
      },
    ],
  },
];
