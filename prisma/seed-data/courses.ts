// Demo courses. Slugs are stable keys; tutorEmail must match an entry in tutors.ts.

import type { SeedCourse } from "./types";

export const courses: SeedCourse[] = [
  {
    slug: "waec-mathematics-complete",
    title: "WAEC Mathematics: Complete SSCE Revision",
    tutorEmail: "tutor@examprep.ng",
    description:
      "A full revision of the WAEC General Mathematics syllabus, from number and numeration to statistics and probability. Every topic is taught with worked examples taken from the style of recent SSCE papers. By the end you will know which method to use for each question type and how to present your working to earn full marks.",
    category: "Mathematics",
    exam: "WAEC",
    level: "Intermediate",
    price: 5000,
    originalPrice: 8000,
    durationHours: 5,
    rating: 4.8,
    reviewCount: 742,
    studentCount: 9850,
    featured: true,
    bestseller: true,
    objectives: [
      "Simplify expressions involving indices, logarithms and surds without a calculator",
      "Solve linear, simultaneous and quadratic equations by the most efficient method",
      "Apply circle theorems and mensuration formulae to Paper 2 geometry questions",
      "Solve bearing, elevation and depression problems using trigonometric ratios",
      "Construct and interpret frequency tables, histograms and cumulative frequency curves",
      "Manage your time across Paper 1 objectives and Paper 2 theory",
    ],
    requirements: [
      "Basic arithmetic from JSS Mathematics",
      "A scientific calculator, four-figure tables, ruler and pair of compasses",
      "An exercise book for working through the practice questions",
    ],
    downloadableMaterial: true,
    issueCertificate: true,
    tags: ["waec", "mathematics", "ssce", "algebra", "geometry", "statistics"],
    sections: [
      {
        title: "Number and Numeration",
        lessons: [
          {
            title: "Indices and Logarithms",
            description:
              "Learn the laws of indices and logarithms and use them to simplify and solve exponential equations.",
            durationSeconds: 7,
            preview: true,
          },
          {
            title: "Number Bases",
            description:
              "Convert numbers between base ten and other bases and carry out addition, subtraction and multiplication in any base.",
            durationSeconds: 6,
          },
          {
            title: "Modular Arithmetic",
            description: "Perform operations in modulo arithmetic and solve simple congruence equations.",
            durationSeconds: 4,
          },
          {
            title: "Surds: Simplification and Rationalisation",
            description: "Simplify surds, add and multiply them, and rationalise denominators of fractional surds.",
            durationSeconds: 5,
          },
        ],
      },
      {
        title: "Algebraic Processes",
        lessons: [
          {
            title: "Simultaneous Linear Equations",
            description: "Solve pairs of linear equations by elimination, substitution and graphical methods.",
            durationSeconds: 6,
          },
          {
            title: "Quadratic Equations by Completing the Square",
            description: "Solve quadratic equations by factorisation, completing the square and the quadratic formula.",
            durationSeconds: 8,
          },
          {
            title: "Variation: Direct, Inverse, Joint and Partial",
            description: "Set up and solve problems on direct, inverse, joint and partial variation.",
            durationSeconds: 6,
          },
          {
            title: "Arithmetic and Geometric Progressions",
            description: "Find the nth term and the sum of terms of arithmetic and geometric progressions.",
            durationSeconds: 7,
          },
        ],
      },
      {
        title: "Geometry and Mensuration",
        lessons: [
          {
            title: "Circle Theorems",
            description: "Prove and apply the angle, chord and tangent theorems of the circle to find unknown angles.",
            durationSeconds: 9,
          },
          {
            title: "Construction and Loci",
            description:
              "Construct angles, triangles and quadrilaterals with ruler and compasses and describe simple loci.",
            durationSeconds: 6,
          },
          {
            title: "Mensuration of Plane Shapes and Solids",
            description:
              "Calculate lengths of arcs, areas of sectors, and surface areas and volumes of cones, cylinders and pyramids.",
            durationSeconds: 8,
          },
        ],
      },
      {
        title: "Trigonometry",
        lessons: [
          {
            title: "Trigonometric Ratios and Special Angles",
            description:
              "Use sine, cosine and tangent of acute angles, including the special angles 30, 45 and 60 degrees.",
            durationSeconds: 5,
          },
          {
            title: "Angles of Elevation and Depression",
            description: "Solve height and distance problems involving angles of elevation and depression.",
            durationSeconds: 5,
          },
          {
            title: "Bearings and Distances",
            description: "Interpret three-figure and compass bearings and calculate distances between points.",
            durationSeconds: 6,
          },
          {
            title: "The Sine and Cosine Rules",
            description: "Apply the sine and cosine rules to solve non-right-angled triangles.",
            durationSeconds: 6,
          },
        ],
      },
      {
        title: "Statistics and Probability",
        lessons: [
          {
            title: "Frequency Tables, Histograms and Pie Charts",
            description:
              "Organise raw data into frequency tables and present it with histograms, bar charts and pie charts.",
            durationSeconds: 6,
          },
          {
            title: "Mean, Median and Mode of Grouped Data",
            description: "Calculate measures of central tendency for grouped data, including the assumed-mean method.",
            durationSeconds: 7,
          },
          {
            title: "Cumulative Frequency Curves and Quartiles",
            description: "Draw an ogive and read off the median, quartiles and percentiles.",
            durationSeconds: 6,
          },
          {
            title: "Probability of Simple and Combined Events",
            description:
              "Find probabilities of single, mutually exclusive and independent events using outcome tables and tree diagrams.",
            durationSeconds: 7,
          },
        ],
      },
    ],
  },
  {
    slug: "jamb-use-of-english",
    title: "JAMB Use of English: Comprehension to Lexis and Structure",
    tutorEmail: "folake.adebayo@examprep.ng",
    description:
      "A free course covering every section of the UTME Use of English paper. You will practise comprehension and cloze passages, build your vocabulary for lexis and structure questions, and master the oral forms that cost many candidates easy marks. Each lesson ends with timed CBT-style drills.",
    category: "English",
    exam: "JAMB",
    level: "Beginner",
    price: 0,
    originalPrice: null,
    durationHours: 4,
    rating: 4.7,
    reviewCount: 861,
    studentCount: 11820,
    featured: true,
    bestseller: true,
    objectives: [
      "Answer comprehension and cloze questions quickly and accurately",
      "Choose correct synonyms, antonyms and interpretations of idioms in context",
      "Apply the rules of concord, tense and sentence structure",
      "Identify vowel and consonant sounds, stress patterns and rhymes",
      "Complete the Use of English section within the UTME time limit",
    ],
    requirements: [
      "Basic reading and writing skills in English",
      "A good English dictionary",
      "Willingness to practise with timed drills every day",
    ],
    downloadableMaterial: true,
    issueCertificate: true,
    tags: ["jamb", "utme", "english", "comprehension", "lexis", "oral english"],
    sections: [
      {
        title: "Comprehension and Cloze",
        lessons: [
          {
            title: "Reading Comprehension Passages",
            description: "Use skimming and scanning to locate answers and infer the writer's meaning in UTME passages.",
            durationSeconds: 6,
            preview: true,
          },
          {
            title: "Cloze Test Techniques",
            description: "Fill gaps in a cloze passage using context clues, collocation and grammar.",
            durationSeconds: 5,
          },
          {
            title: "Sentence Interpretation",
            description: "Choose the option that best expresses the meaning of a given sentence.",
            durationSeconds: 4,
          },
        ],
      },
      {
        title: "Lexis: Vocabulary Development",
        lessons: [
          {
            title: "Synonyms and Nearest in Meaning",
            description: "Select words nearest in meaning to underlined words as used in context.",
            durationSeconds: 6,
          },
          {
            title: "Antonyms and Opposite in Meaning",
            description: "Identify words and phrases most nearly opposite in meaning to the underlined expressions.",
            durationSeconds: 5,
          },
          {
            title: "Idioms and Figurative Expressions",
            description: "Interpret common English idioms, proverbs and figures of speech tested in the UTME.",
            durationSeconds: 7,
          },
        ],
      },
      {
        title: "Structure: Grammar in Use",
        lessons: [
          {
            title: "Concord: Subject-Verb Agreement",
            description: "Apply the rules of grammatical, notional and proximity concord.",
            durationSeconds: 7,
          },
          {
            title: "Tenses and Sequence of Tenses",
            description: "Use the correct tense forms and keep the sequence of tenses consistent in complex sentences.",
            durationSeconds: 6,
          },
          {
            title: "Question Tags, Prepositions and Phrasal Verbs",
            description: "Choose the correct question tags, prepositions and phrasal verbs to complete sentences.",
            durationSeconds: 6,
          },
          {
            title: "Sentence Completion Drills",
            description: "Practise mixed structure questions under timed conditions.",
            durationSeconds: 5,
          },
        ],
      },
      {
        title: "Oral Forms",
        lessons: [
          {
            title: "Vowel Sounds: Monophthongs and Diphthongs",
            description: "Distinguish the pure vowels and diphthongs of English and match them to their spellings.",
            durationSeconds: 6,
          },
          {
            title: "Consonant Sounds and Clusters",
            description: "Identify consonant sounds, silent letters and consonant clusters in common words.",
            durationSeconds: 6,
          },
          {
            title: "Word Stress and Emphatic Stress",
            description:
              "Place primary stress correctly and identify the word that carries emphatic stress in a sentence.",
            durationSeconds: 6,
          },
          {
            title: "Rhymes and Homophones",
            description: "Select words that rhyme and distinguish homophones from similar-sounding words.",
            durationSeconds: 4,
          },
        ],
      },
    ],
  },
  {
    slug: "waec-physics-mechanics-waves",
    title: "WAEC Physics: Mechanics and Waves Made Simple",
    tutorEmail: "babatunde.adeyemi@examprep.ng",
    description:
      "This course covers the mechanics and waves sections of the WAEC Physics syllabus. Concepts are explained from first principles and then applied to calculation questions in the SSCE format. Practical tips for the alternative-to-practical paper are included throughout.",
    category: "Physics",
    exam: "WAEC",
    level: "Intermediate",
    price: 2500,
    originalPrice: null,
    durationHours: 3,
    rating: 4.5,
    reviewCount: 168,
    studentCount: 1240,
    featured: false,
    bestseller: false,
    objectives: [
      "Resolve vectors and solve problems with the equations of uniformly accelerated motion",
      "Apply Newton's laws of motion and the principle of conservation of momentum",
      "Calculate work, energy, power and the efficiency of simple machines",
      "Describe the properties of waves and solve problems on the wave equation",
    ],
    requirements: [
      "SS1 Physics or basic science knowledge",
      "Comfort with simple algebra and rearranging formulae",
      "A scientific calculator",
    ],
    downloadableMaterial: true,
    issueCertificate: true,
    tags: ["waec", "physics", "mechanics", "waves"],
    sections: [
      {
        title: "Motion",
        lessons: [
          {
            title: "Scalars and Vectors",
            description:
              "Distinguish scalar and vector quantities and add vectors by the parallelogram and resolution methods.",
            durationSeconds: 6,
            preview: true,
          },
          {
            title: "Equations of Uniformly Accelerated Motion",
            description: "Derive and apply the equations of motion, including motion under gravity.",
            durationSeconds: 8,
          },
          {
            title: "Projectile Motion",
            description: "Calculate the time of flight, maximum height and range of a projectile.",
            durationSeconds: 7,
          },
        ],
      },
      {
        title: "Forces, Energy and Machines",
        lessons: [
          {
            title: "Newton's Laws of Motion and Momentum",
            description: "Apply Newton's three laws and the conservation of linear momentum to collisions and recoil.",
            durationSeconds: 8,
          },
          {
            title: "Work, Energy and Power",
            description: "Calculate work done, kinetic and potential energy, and power, and apply energy conservation.",
            durationSeconds: 6,
          },
          {
            title: "Simple Machines: Levers, Pulleys and Inclined Planes",
            description: "Find the mechanical advantage, velocity ratio and efficiency of simple machines.",
            durationSeconds: 6,
          },
          {
            title: "Simple Harmonic Motion",
            description:
              "Describe the motion of a simple pendulum and a loaded spring and calculate period and frequency.",
            durationSeconds: 6,
          },
        ],
      },
      {
        title: "Waves",
        lessons: [
          {
            title: "Production and Propagation of Waves",
            description: "Distinguish transverse and longitudinal waves and use the wave equation v = f x wavelength.",
            durationSeconds: 6,
          },
          {
            title: "Reflection, Refraction, Diffraction and Interference",
            description: "Explain the properties of waves using ripple tank demonstrations and everyday examples.",
            durationSeconds: 7,
          },
          {
            title: "Sound Waves: Echoes, Resonance and Vibrating Strings",
            description: "Solve problems on echoes, resonance tubes and the frequency of vibrating strings.",
            durationSeconds: 7,
          },
        ],
      },
    ],
  },
  {
    slug: "neco-chemistry-essentials",
    title: "NECO Chemistry Essentials: From Atoms to Organic Compounds",
    tutorEmail: "chinwe.eze@examprep.ng",
    description:
      "A beginner-friendly tour of the core topics in the NECO SSCE Chemistry syllabus. You will start with atomic structure and chemical bonding, build confidence with the mole concept and chemical equations, and finish with an introduction to organic chemistry.",
    category: "Chemistry",
    exam: "NECO",
    level: "Beginner",
    price: 2500,
    originalPrice: 4000,
    durationHours: 3,
    rating: 4.6,
    reviewCount: 214,
    studentCount: 1875,
    featured: false,
    bestseller: true,
    objectives: [
      "Describe the structure of the atom and write electronic configurations",
      "Explain ionic, covalent and metallic bonding",
      "Perform mole concept and stoichiometry calculations",
      "Classify acids, bases and salts and balance redox equations",
      "Name and draw simple hydrocarbons and their functional groups",
    ],
    requirements: [
      "Basic Science from junior secondary school",
      "A copy of the periodic table",
      "A calculator for stoichiometry calculations",
    ],
    downloadableMaterial: true,
    issueCertificate: true,
    tags: ["neco", "chemistry", "ssce", "mole concept", "organic chemistry"],
    sections: [
      {
        title: "Atomic Structure and Chemical Bonding",
        lessons: [
          {
            title: "Particulate Nature of Matter and Separation Techniques",
            description:
              "Describe the states of matter and separate mixtures by filtration, distillation and chromatography.",
            durationSeconds: 5,
            preview: true,
          },
          {
            title: "Atomic Structure and Electronic Configuration",
            description:
              "Describe protons, neutrons and electrons, isotopes and the arrangement of electrons in shells.",
            durationSeconds: 6,
          },
          {
            title: "The Periodic Table and Periodicity",
            description:
              "Explain trends in atomic radius, ionisation energy and electronegativity across periods and down groups.",
            durationSeconds: 6,
          },
          {
            title: "Chemical Bonding",
            description:
              "Compare ionic, covalent, dative and metallic bonds and relate them to the properties of substances.",
            durationSeconds: 7,
          },
        ],
      },
      {
        title: "Stoichiometry and Chemical Reactions",
        lessons: [
          {
            title: "The Mole Concept",
            description:
              "Relate mass, number of particles and volume of gases through the mole and Avogadro's constant.",
            durationSeconds: 8,
          },
          {
            title: "Chemical Equations and Stoichiometry",
            description: "Balance chemical equations and calculate reacting masses and volumes.",
            durationSeconds: 7,
          },
          {
            title: "Acids, Bases and Salts",
            description: "Describe the properties of acids and bases, the pH scale and methods of preparing salts.",
            durationSeconds: 6,
          },
          {
            title: "Oxidation and Reduction",
            description: "Identify redox reactions using oxidation numbers and balance simple redox equations.",
            durationSeconds: 6,
          },
        ],
      },
      {
        title: "Introduction to Organic Chemistry",
        lessons: [
          {
            title: "Hydrocarbons: Alkanes, Alkenes and Alkynes",
            description: "Name, draw and compare the reactions of saturated and unsaturated hydrocarbons.",
            durationSeconds: 7,
          },
          {
            title: "Alkanols and Alkanoic Acids",
            description:
              "Describe the preparation and properties of ethanol and ethanoic acid and the formation of esters.",
            durationSeconds: 6,
          },
          {
            title: "Petroleum and Its Refining in Nigeria",
            description: "Explain the fractional distillation of crude oil and the uses of its fractions.",
            durationSeconds: 5,
          },
        ],
      },
    ],
  },
  {
    slug: "jamb-biology-masterclass",
    title: "JAMB Biology Masterclass: Score 300+ in UTME Biology",
    tutorEmail: "ibrahim.musa@examprep.ng",
    description:
      "An advanced course for candidates aiming at Medicine, Pharmacy and other competitive courses. It covers the full UTME Biology syllabus in depth, from cell biology and physiology to genetics and evolution. Each topic is followed by a breakdown of how JAMB has framed questions on it over the years.",
    category: "Biology",
    exam: "JAMB",
    level: "Advanced",
    price: 15000,
    originalPrice: 20000,
    durationHours: 5,
    rating: 4.9,
    reviewCount: 388,
    studentCount: 4620,
    featured: true,
    bestseller: true,
    objectives: [
      "Explain cell structure, cell division and the functions of cell organelles",
      "Compare nutrition, transport, respiration and excretion in plants and animals",
      "Analyse ecosystems, food webs and nutrient cycles",
      "Solve monohybrid crosses and questions on sex-linked inheritance",
      "Evaluate the theories and evidence of evolution",
      "Answer tricky UTME Biology questions accurately under time pressure",
    ],
    requirements: [
      "Completed SS2 Biology or equivalent",
      "Familiarity with basic biological terms",
      "At least one hour of study time a day",
    ],
    downloadableMaterial: true,
    issueCertificate: true,
    tags: ["jamb", "utme", "biology", "genetics", "ecology"],
    sections: [
      {
        title: "Variety of Organisms and Cell Biology",
        lessons: [
          {
            title: "Classification of Living Things",
            description: "Classify organisms into the five kingdoms and use binomial nomenclature correctly.",
            durationSeconds: 6,
            preview: true,
          },
          {
            title: "The Cell: Structure and Organelles",
            description: "Compare plant and animal cells and state the functions of each organelle.",
            durationSeconds: 7,
          },
          {
            title: "Cell Division: Mitosis and Meiosis",
            description: "Describe the stages of mitosis and meiosis and explain their significance.",
            durationSeconds: 8,
          },
        ],
      },
      {
        title: "Form and Functions",
        lessons: [
          {
            title: "Nutrition in Plants and Animals",
            description: "Explain photosynthesis, the mammalian digestive system and the role of enzymes.",
            durationSeconds: 9,
          },
          {
            title: "Transport Systems",
            description:
              "Describe the mammalian circulatory system and transport of water and food in flowering plants.",
            durationSeconds: 8,
          },
          {
            title: "Respiration",
            description:
              "Compare aerobic and anaerobic respiration and describe respiratory organs in different animals.",
            durationSeconds: 6,
          },
          {
            title: "Excretion and Homeostasis",
            description: "Explain the structure of the kidney, osmoregulation and the control of body temperature.",
            durationSeconds: 7,
          },
        ],
      },
      {
        title: "Co-ordination and Reproduction",
        lessons: [
          {
            title: "The Nervous System and Sense Organs",
            description: "Describe the structure of the neurone, reflex actions, the eye and the ear.",
            durationSeconds: 8,
          },
          {
            title: "Hormones in Plants and Animals",
            description: "State the functions of the major endocrine glands and plant growth hormones.",
            durationSeconds: 6,
          },
          {
            title: "Reproduction in Flowering Plants and Mammals",
            description: "Explain pollination, fertilisation, seed dispersal and the human reproductive system.",
            durationSeconds: 8,
          },
        ],
      },
      {
        title: "Ecology",
        lessons: [
          {
            title: "Ecosystems, Food Chains and Food Webs",
            description: "Describe the components of an ecosystem, trophic levels and ecological pyramids.",
            durationSeconds: 7,
          },
          {
            title: "Nutrient Cycling: Carbon, Nitrogen and Water Cycles",
            description: "Trace the movement of carbon, nitrogen and water through the biosphere.",
            durationSeconds: 6,
          },
          {
            title: "Adaptation, Population Studies and Pollution",
            description:
              "Relate adaptations to habitats, estimate population size and explain the effects of pollution.",
            durationSeconds: 7,
          },
        ],
      },
      {
        title: "Heredity and Evolution",
        lessons: [
          {
            title: "Variation and Mendelian Genetics",
            description: "Distinguish continuous and discontinuous variation and solve monohybrid crosses.",
            durationSeconds: 9,
          },
          {
            title: "Sex Determination and Sex-Linked Traits",
            description: "Explain sex determination and the inheritance of haemophilia and colour blindness.",
            durationSeconds: 7,
          },
          {
            title: "Theories and Evidence of Evolution",
            description:
              "Compare the theories of Lamarck and Darwin and examine evidence from fossils and comparative anatomy.",
            durationSeconds: 8,
          },
        ],
      },
    ],
  },
  {
    slug: "waec-government-civic",
    title: "WAEC Government: Political Concepts and Nigerian Constitutional Development",
    tutorEmail: "hauwa.bello@examprep.ng",
    description:
      "A free introduction to WAEC Government covering the basic concepts of government, Nigeria's constitutional history and its foreign relations. The lessons explain each topic in plain language and show you how to structure essay answers that examiners reward.",
    category: "Government",
    exam: "WAEC",
    level: "Beginner",
    price: 0,
    originalPrice: null,
    durationHours: 3,
    rating: 4.4,
    reviewCount: 297,
    studentCount: 6310,
    featured: false,
    bestseller: false,
    objectives: [
      "Define power, authority, legitimacy and sovereignty with examples",
      "Explain democracy, the rule of law and the separation of powers",
      "Trace Nigeria's constitutional development from 1922 to 1999",
      "Describe the features of federalism in Nigeria",
      "Discuss Nigeria's role in ECOWAS, the African Union and the United Nations",
    ],
    requirements: ["No prior knowledge of Government is needed", "A notebook for summarising key points and dates"],
    downloadableMaterial: true,
    issueCertificate: false,
    tags: ["waec", "government", "civic education", "constitution"],
    sections: [
      {
        title: "Basic Concepts of Government",
        lessons: [
          {
            title: "Power, Authority, Legitimacy and Sovereignty",
            description: "Define the core concepts of government and explain how they relate to one another.",
            durationSeconds: 6,
            preview: true,
          },
          {
            title: "Democracy and Citizenship",
            description: "Explain the features of democracy and the rights and duties of citizens.",
            durationSeconds: 5,
          },
          {
            title: "Rule of Law and Separation of Powers",
            description:
              "Describe the rule of law, separation of powers and checks and balances, with their limitations.",
            durationSeconds: 6,
          },
        ],
      },
      {
        title: "Constitutional Development in Nigeria",
        lessons: [
          {
            title: "Pre-Independence Constitutions: Clifford to Lyttleton",
            description: "Compare the features and shortcomings of the 1922, 1946, 1951 and 1954 constitutions.",
            durationSeconds: 8,
          },
          {
            title: "The Independence and Republican Constitutions",
            description: "Examine the 1960 Independence Constitution and the 1963 Republican Constitution.",
            durationSeconds: 6,
          },
          {
            title: "The 1999 Constitution",
            description:
              "Outline the main features of the 1999 Constitution, including the presidential system and fundamental human rights.",
            durationSeconds: 7,
          },
          {
            title: "Federalism in Nigeria",
            description:
              "Explain why Nigeria adopted federalism and discuss its problems, including revenue allocation and state creation.",
            durationSeconds: 6,
          },
        ],
      },
      {
        title: "Political Parties and International Relations",
        lessons: [
          {
            title: "Political Parties and Pressure Groups",
            description: "Compare political parties and pressure groups and describe their functions in a democracy.",
            durationSeconds: 6,
          },
          {
            title: "Nigeria's Foreign Policy",
            description:
              "Explain the objectives of Nigeria's foreign policy and the place of Africa as its centrepiece.",
            durationSeconds: 5,
          },
          {
            title: "ECOWAS, the African Union and the United Nations",
            description:
              "Describe the aims, organs and achievements of ECOWAS, the AU and the UN and Nigeria's role in them.",
            durationSeconds: 7,
          },
        ],
      },
    ],
  },
  {
    slug: "jamb-economics",
    title: "JAMB Economics: Theory and Applications for UTME",
    tutorEmail: "emeka.nwosu@examprep.ng",
    description:
      "This course walks you through the UTME Economics syllabus with clear diagrams and Nigerian examples. You will master demand and supply, production and market structures, and money, banking and public finance. Calculation questions on elasticity, costs and national income are worked step by step.",
    category: "Economics",
    exam: "JAMB",
    level: "Intermediate",
    price: 5000,
    originalPrice: null,
    durationHours: 4,
    rating: 4.5,
    reviewCount: 132,
    studentCount: 980,
    featured: false,
    bestseller: false,
    objectives: [
      "Explain scarcity, choice, scale of preference and opportunity cost",
      "Draw and interpret demand and supply curves and calculate elasticities",
      "Compare perfect competition, monopoly and other market structures",
      "Describe the functions of money, commercial banks and the Central Bank of Nigeria",
      "Explain the methods of measuring national income and the causes of inflation",
    ],
    requirements: ["Some exposure to SS1 or SS2 Economics", "Ability to read simple graphs", "A calculator"],
    downloadableMaterial: true,
    issueCertificate: true,
    tags: ["jamb", "utme", "economics", "demand and supply"],
    sections: [
      {
        title: "Basic Concepts of Economics",
        lessons: [
          {
            title: "Scarcity, Choice and Opportunity Cost",
            description: "Explain the basic economic problem and the idea of opportunity cost with everyday examples.",
            durationSeconds: 5,
            preview: true,
          },
          {
            title: "The Production Possibility Curve",
            description: "Draw and interpret a production possibility curve and explain shifts along and of the curve.",
            durationSeconds: 6,
          },
          {
            title: "Economic Systems",
            description: "Compare capitalist, socialist and mixed economies and their features.",
            durationSeconds: 5,
          },
        ],
      },
      {
        title: "Demand, Supply and Price Determination",
        lessons: [
          {
            title: "The Laws of Demand and Supply",
            description: "State the laws of demand and supply and the factors that shift each curve.",
            durationSeconds: 6,
          },
          {
            title: "Elasticity of Demand and Supply",
            description: "Calculate price, income and cross elasticities and interpret the results.",
            durationSeconds: 8,
          },
          {
            title: "Equilibrium Price and Price Control",
            description:
              "Determine equilibrium price and quantity and analyse the effects of maximum and minimum price legislation.",
            durationSeconds: 6,
          },
        ],
      },
      {
        title: "Production, Costs and Market Structures",
        lessons: [
          {
            title: "Factors of Production and Division of Labour",
            description: "Describe land, labour, capital and entrepreneurship and the merits of division of labour.",
            durationSeconds: 6,
          },
          {
            title: "Cost and Revenue Concepts",
            description: "Calculate fixed, variable, average and marginal costs and relate them to revenue.",
            durationSeconds: 7,
          },
          {
            title: "Perfect Competition and Monopoly",
            description: "Compare the equilibrium of the firm under perfect competition and monopoly.",
            durationSeconds: 7,
          },
        ],
      },
      {
        title: "Money, Banking and Public Finance",
        lessons: [
          {
            title: "Money: Functions and the Demand for Money",
            description: "Explain the functions and qualities of money and the motives for holding it.",
            durationSeconds: 5,
          },
          {
            title: "Commercial Banks and the Central Bank of Nigeria",
            description: "Describe credit creation by commercial banks and the monetary policy tools of the CBN.",
            durationSeconds: 6,
          },
          {
            title: "Inflation and Deflation",
            description: "Explain the types, causes, effects and control of inflation and deflation.",
            durationSeconds: 6,
          },
          {
            title: "Public Finance and National Income",
            description: "Describe taxation, the budget and the methods of measuring national income.",
            durationSeconds: 7,
          },
        ],
      },
    ],
  },
  {
    slug: "waec-literature-in-english",
    title: "WAEC Literature in English: African Prose, Drama and Poetry",
    tutorEmail: "folake.adebayo@examprep.ng",
    description:
      "Build the skills you need for WAEC Literature in English using classic African texts. You will learn the tools of literary appreciation, then study Chinua Achebe's Things Fall Apart and Wole Soyinka's The Lion and the Jewel in depth. The methods taught apply to whichever texts are on your own year's list.",
    category: "Literature",
    exam: "WAEC",
    level: "Intermediate",
    price: 2500,
    originalPrice: 3500,
    durationHours: 3,
    rating: 4.6,
    reviewCount: 96,
    studentCount: 740,
    featured: false,
    bestseller: false,
    objectives: [
      "Identify and explain common literary devices in prose, drama and poetry",
      "Approach unseen prose and poetry passages with a clear method",
      "Discuss the themes, characters and setting of Things Fall Apart",
      "Analyse the conflict between tradition and modernity in The Lion and the Jewel",
      "Write well-organised essay answers supported by textual evidence",
    ],
    requirements: ["Copies of Things Fall Apart and The Lion and the Jewel", "Good reading comprehension in English"],
    downloadableMaterial: true,
    issueCertificate: true,
    tags: ["waec", "literature", "african literature", "drama", "prose"],
    sections: [
      {
        title: "Literary Appreciation",
        lessons: [
          {
            title: "Genres of Literature",
            description: "Distinguish the features of prose, drama and poetry and their sub-types.",
            durationSeconds: 5,
            preview: true,
          },
          {
            title: "Literary Devices and Figures of Speech",
            description:
              "Identify metaphor, simile, irony, satire, flashback and other devices and explain their effects.",
            durationSeconds: 6,
          },
          {
            title: "Answering Unseen Prose and Poetry Questions",
            description:
              "Apply a step-by-step method to analyse unseen extracts for subject matter, tone and technique.",
            durationSeconds: 6,
          },
        ],
      },
      {
        title: "African Prose: Chinua Achebe's Things Fall Apart",
        lessons: [
          {
            title: "Plot Summary and Setting of Umuofia",
            description: "Follow the plot of the novel and the Igbo society in which it is set.",
            durationSeconds: 7,
          },
          {
            title: "Characterisation: Okonkwo, Obierika and Nwoye",
            description: "Examine the major characters, their motivations and their relationships.",
            durationSeconds: 7,
          },
          {
            title: "Themes: Tradition, Change and Colonialism",
            description: "Discuss the clash of cultures, masculinity and the effects of colonial rule in the novel.",
            durationSeconds: 8,
          },
          {
            title: "Narrative Technique and Use of Proverbs",
            description:
              "Analyse Achebe's narrative voice, use of Igbo proverbs and folktales, and the novel's structure.",
            durationSeconds: 6,
          },
        ],
      },
      {
        title: "African Drama: Wole Soyinka's The Lion and the Jewel",
        lessons: [
          {
            title: "Plot and Structure: Morning, Noon and Night",
            description: "Trace the action of the play through its three parts and its key scenes.",
            durationSeconds: 6,
          },
          {
            title: "Characterisation: Sidi, Lakunle and Baroka",
            description: "Analyse the three main characters and what each represents in Ilujinle.",
            durationSeconds: 7,
          },
          {
            title: "Themes: Tradition versus Modernity",
            description:
              "Discuss the conflict between tradition and modernity, pride and the position of women in the play.",
            durationSeconds: 6,
          },
          {
            title: "Dramatic Techniques: Mime, Dance and Humour",
            description: "Examine Soyinka's use of mime, song, dance, irony and humour on stage.",
            durationSeconds: 5,
          },
        ],
      },
    ],
  },
  {
    slug: "neco-geography",
    title: "NECO Geography: Physical and Regional Geography of Nigeria",
    tutorEmail: "hauwa.bello@examprep.ng",
    description:
      "A free course covering key physical geography topics and the regional geography of Nigeria in the NECO SSCE syllabus. Diagrams and Nigerian case studies make each topic easy to remember and to reproduce in the examination.",
    category: "Geography",
    exam: "NECO",
    level: "Beginner",
    price: 0,
    originalPrice: null,
    durationHours: 2,
    rating: 4.3,
    reviewCount: 205,
    studentCount: 5120,
    featured: false,
    bestseller: false,
    objectives: [
      "Explain the earth's rotation and revolution and calculate time using longitude",
      "Classify rocks and describe the processes of weathering",
      "Describe the relief, drainage, climate and vegetation of Nigeria",
      "Discuss population distribution, agriculture and mineral resources in Nigeria",
    ],
    requirements: ["No prior Geography knowledge is required", "An atlas with a physical map of Nigeria"],
    downloadableMaterial: false,
    issueCertificate: true,
    tags: ["neco", "geography", "nigeria", "physical geography"],
    sections: [
      {
        title: "Physical Geography",
        lessons: [
          {
            title: "The Earth as a Planet: Rotation and Revolution",
            description: "Explain the shape of the earth, day and night, seasons and the calculation of local time.",
            durationSeconds: 6,
            preview: true,
          },
          {
            title: "Latitudes and Longitudes",
            description: "Locate places with latitude and longitude and calculate time differences between them.",
            durationSeconds: 6,
          },
          {
            title: "Rocks: Types, Formation and Uses",
            description: "Classify igneous, sedimentary and metamorphic rocks and describe their economic importance.",
            durationSeconds: 6,
          },
          {
            title: "Weathering and Mass Movement",
            description:
              "Distinguish mechanical, chemical and biological weathering and describe types of mass movement.",
            durationSeconds: 5,
          },
        ],
      },
      {
        title: "Regional Geography of Nigeria",
        lessons: [
          {
            title: "Relief and Drainage of Nigeria",
            description:
              "Describe Nigeria's highlands, lowlands and major river systems including the Niger and Benue.",
            durationSeconds: 6,
          },
          {
            title: "Climate and Vegetation Belts of Nigeria",
            description:
              "Explain the climatic regions of Nigeria and the vegetation belts from mangrove swamp to Sahel savanna.",
            durationSeconds: 7,
          },
          {
            title: "Population Distribution and Migration",
            description:
              "Explain the factors that influence population distribution and rural-urban migration in Nigeria.",
            durationSeconds: 6,
          },
          {
            title: "Agriculture and Mineral Resources",
            description: "Describe the major cash crops and minerals of Nigeria and where they are produced.",
            durationSeconds: 6,
          },
        ],
      },
    ],
  },
  {
    slug: "waec-computer-studies",
    title: "WAEC Computer Studies: Foundations to BASIC Programming",
    tutorEmail: "tunde.bakare@examprep.ng",
    description:
      "A practical introduction to the WAEC Computer Studies syllabus for students with little or no prior experience. You will learn how computers evolved, how hardware and software work together, how data is represented in binary, and how to write simple programs in BASIC. The course ends with computer ethics and safety topics that regularly appear in the theory paper.",
    category: "Computer Science",
    exam: "WAEC",
    level: "Beginner",
    price: 5000,
    originalPrice: 7500,
    durationHours: 3,
    rating: 4.7,
    reviewCount: 309,
    studentCount: 4150,
    featured: true,
    bestseller: false,
    objectives: [
      "Describe the history and generations of computers",
      "Identify input, output, processing and storage devices",
      "Convert numbers between binary, octal, decimal and hexadecimal",
      "Draw truth tables for basic logic gates",
      "Write and trace simple BASIC programs using loops and conditions",
      "Explain computer ethics, safety measures and the responsible use of the internet",
    ],
    requirements: ["No programming experience needed", "Access to a computer is helpful but not compulsory"],
    downloadableMaterial: true,
    issueCertificate: true,
    tags: ["waec", "computer studies", "ict", "programming", "basic"],
    sections: [
      {
        title: "Computer Fundamentals",
        lessons: [
          {
            title: "History and Generations of Computers",
            description: "Trace the development of computing devices from the abacus to modern computers.",
            durationSeconds: 5,
            preview: true,
          },
          {
            title: "Classification of Computers",
            description:
              "Classify computers by type, size and purpose, from analogue to digital and micro to mainframe.",
            durationSeconds: 4,
          },
          {
            title: "Computer Hardware: Input, Output and Storage Devices",
            description: "Identify the components of a computer system and the function of each device.",
            durationSeconds: 6,
          },
        ],
      },
      {
        title: "Software and Data Representation",
        lessons: [
          {
            title: "System Software and Application Software",
            description: "Distinguish operating systems, utilities, translators and application packages.",
            durationSeconds: 6,
          },
          {
            title: "Number Systems: Binary, Octal and Hexadecimal",
            description: "Convert numbers between bases and perform binary addition and subtraction.",
            durationSeconds: 7,
          },
          {
            title: "Logic Gates and Truth Tables",
            description: "Draw the symbols and truth tables for AND, OR, NOT, NAND and NOR gates.",
            durationSeconds: 6,
          },
        ],
      },
      {
        title: "Programming in BASIC",
        lessons: [
          {
            title: "Algorithms and Flowcharts",
            description: "Express problem solutions as step-by-step algorithms and standard flowcharts.",
            durationSeconds: 6,
          },
          {
            title: "BASIC Statements and Expressions",
            description: "Write programs using INPUT, PRINT, LET and arithmetic expressions.",
            durationSeconds: 7,
          },
          {
            title: "Conditional Statements and Loops in BASIC",
            description: "Use IF...THEN, GOTO and FOR...NEXT to control program flow.",
            durationSeconds: 8,
          },
        ],
      },
      {
        title: "Applications and Computer Ethics",
        lessons: [
          {
            title: "Word Processing and Spreadsheets",
            description: "Describe the features of word processors and spreadsheet packages and their uses.",
            durationSeconds: 5,
          },
          {
            title: "The Internet and Electronic Mail",
            description: "Explain internet services, web browsers, search engines and how email works.",
            durationSeconds: 5,
          },
          {
            title: "Computer Ethics and Safety Measures",
            description: "Discuss computer viruses, data security, ergonomics and the responsible use of ICT.",
            durationSeconds: 6,
          },
        ],
      },
    ],
  },
  {
    slug: "waec-financial-accounting",
    title: "WAEC Financial Accounting: Double Entry to Final Accounts",
    tutorEmail: "emeka.nwosu@examprep.ng",
    description:
      "Learn Financial Accounting the way a chartered accountant applies it, aligned to the WAEC SSCE syllabus. The course starts from the double-entry principle and builds up to final accounts, bank reconciliation, control accounts and partnership accounts. Every lesson includes a fully worked question laid out in the format examiners expect.",
    category: "Accounting",
    exam: "WAEC",
    level: "Intermediate",
    price: 5000,
    originalPrice: 7500,
    durationHours: 4,
    rating: 4.4,
    reviewCount: 118,
    studentCount: 860,
    featured: false,
    bestseller: false,
    objectives: [
      "Record transactions in books of original entry and the ledger",
      "Extract a trial balance and correct errors using the suspense account",
      "Prepare trading, profit and loss accounts and balance sheets with adjustments",
      "Prepare bank reconciliation statements and control accounts",
      "Calculate depreciation and prepare partnership accounts",
    ],
    requirements: [
      "Basic arithmetic and percentages",
      "Ruled accounting paper or an analysis book",
      "Some exposure to SS1 Financial Accounting is helpful",
    ],
    downloadableMaterial: true,
    issueCertificate: true,
    tags: ["waec", "accounting", "bookkeeping", "final accounts"],
    sections: [
      {
        title: "Foundations of Bookkeeping",
        lessons: [
          {
            title: "Introduction to Bookkeeping and Accounting",
            description:
              "Explain the purpose of accounting, its users and the basic accounting concepts and conventions.",
            durationSeconds: 5,
            preview: true,
          },
          {
            title: "The Double-Entry Principle",
            description: "Apply the rule that every debit has a corresponding credit to record business transactions.",
            durationSeconds: 7,
          },
          {
            title: "Books of Original Entry",
            description: "Record transactions in the sales, purchases, returns and cash books and the general journal.",
            durationSeconds: 6,
          },
        ],
      },
      {
        title: "The Ledger and Trial Balance",
        lessons: [
          {
            title: "Posting to the Ledger and Balancing Accounts",
            description: "Post entries to ledger accounts and balance them at the end of the period.",
            durationSeconds: 6,
          },
          {
            title: "The Trial Balance",
            description: "Extract a trial balance and explain its purposes and limitations.",
            durationSeconds: 5,
          },
          {
            title: "Correction of Errors and the Suspense Account",
            description:
              "Identify errors that do and do not affect the trial balance and correct them through the suspense account.",
            durationSeconds: 8,
          },
        ],
      },
      {
        title: "Final Accounts",
        lessons: [
          {
            title: "Trading, Profit and Loss Account",
            description: "Calculate cost of sales, gross profit and net profit for a sole trader.",
            durationSeconds: 8,
          },
          {
            title: "The Balance Sheet",
            description: "Classify assets, liabilities and capital and prepare a balance sheet in vertical form.",
            durationSeconds: 6,
          },
          {
            title: "Adjustments: Accruals, Prepayments and Bad Debts",
            description: "Adjust final accounts for accruals, prepayments, bad debts and provision for doubtful debts.",
            durationSeconds: 8,
          },
          {
            title: "Depreciation of Fixed Assets",
            description:
              "Calculate depreciation by the straight-line and reducing-balance methods and record disposals.",
            durationSeconds: 7,
          },
        ],
      },
      {
        title: "Reconciliation, Control and Partnership Accounts",
        lessons: [
          {
            title: "Bank Reconciliation Statements",
            description: "Update the cash book and reconcile it with the bank statement.",
            durationSeconds: 7,
          },
          {
            title: "Control Accounts",
            description: "Prepare sales ledger and purchases ledger control accounts from given information.",
            durationSeconds: 6,
          },
          {
            title: "Partnership Accounts",
            description: "Prepare the appropriation account and partners' current and capital accounts.",
            durationSeconds: 8,
          },
        ],
      },
    ],
  },
  {
    slug: "neco-commerce",
    title: "NECO Commerce: Trade and Aids to Trade",
    tutorEmail: "emeka.nwosu@examprep.ng",
    description:
      "A concise course on the two pillars of the NECO Commerce syllabus: trade and the aids to trade. Lessons use Nigerian markets, banks and businesses as examples so that each concept is easy to relate to.",
    category: "Commerce",
    exam: "NECO",
    level: "Beginner",
    price: 2500,
    originalPrice: null,
    durationHours: 2,
    rating: 4.2,
    reviewCount: 57,
    studentCount: 410,
    featured: false,
    bestseller: false,
    objectives: [
      "Explain the scope of commerce and the branches of production",
      "Compare retail and wholesale trade and their functions",
      "Describe the procedures and documents used in foreign trade",
      "Explain the roles of banking, insurance, transport and communication in trade",
    ],
    requirements: ["No prior Commerce knowledge is needed", "A notebook for definitions and key points"],
    downloadableMaterial: true,
    issueCertificate: false,
    tags: ["neco", "commerce", "trade", "banking", "insurance"],
    sections: [
      {
        title: "Trade",
        lessons: [
          {
            title: "Introduction to Commerce and Occupation",
            description: "Define commerce and explain the types of occupation and the branches of production.",
            durationSeconds: 4,
            preview: true,
          },
          {
            title: "Retail Trade",
            description: "Describe small-scale and large-scale retailers, including supermarkets and chain stores.",
            durationSeconds: 6,
          },
          {
            title: "Wholesale Trade and Channels of Distribution",
            description: "Explain the functions of wholesalers and the case for and against eliminating them.",
            durationSeconds: 5,
          },
          {
            title: "Foreign Trade: Import and Export Procedures",
            description: "Describe the procedures and documents used in importing and exporting goods.",
            durationSeconds: 6,
          },
        ],
      },
      {
        title: "Aids to Trade",
        lessons: [
          {
            title: "Banking and Means of Payment",
            description:
              "Explain the services of commercial banks and the use of cheques, bank drafts and electronic payments.",
            durationSeconds: 6,
          },
          {
            title: "Insurance: Principles and Types",
            description: "State the principles of insurance and compare life and non-life policies.",
            durationSeconds: 7,
          },
          {
            title: "Transport and Warehousing",
            description:
              "Compare road, rail, water, air and pipeline transport and explain the functions of warehouses.",
            durationSeconds: 6,
          },
          {
            title: "Communication and Advertising",
            description: "Describe postal and telecommunication services and the types and media of advertising.",
            durationSeconds: 5,
          },
        ],
      },
    ],
  },
  {
    slug: "jamb-mathematics-speed-drills",
    title: "JAMB Mathematics Speed Drills: Shortcuts for a High UTME Score",
    tutorEmail: "tutor@examprep.ng",
    description:
      "An advanced drill course for candidates who know the basics and now need speed. Each lesson shows fast, reliable methods and elimination tricks for the UTME Mathematics question types that appear most often. You will practise with timed sets to bring your average time per question down to under 40 seconds.",
    category: "Mathematics",
    exam: "JAMB",
    level: "Advanced",
    price: 15000,
    originalPrice: null,
    durationHours: 3,
    rating: 4.8,
    reviewCount: 176,
    studentCount: 2340,
    featured: false,
    bestseller: true,
    objectives: [
      "Solve indices, logarithm and number base questions in under a minute",
      "Use substitution and elimination of options to answer algebra questions quickly",
      "Apply shortcut methods for progressions, variation and inequalities",
      "Differentiate and integrate polynomial functions accurately",
      "Answer statistics and probability questions with minimal calculation",
    ],
    requirements: [
      "Solid knowledge of SSCE Mathematics",
      "Completion of the WAEC Mathematics course or equivalent preparation",
      "A timer for the practice drills",
    ],
    downloadableMaterial: true,
    issueCertificate: true,
    tags: ["jamb", "utme", "mathematics", "speed drills", "cbt"],
    sections: [
      {
        title: "Number and Numeration Drills",
        lessons: [
          {
            title: "Indices, Logarithms and Surds Shortcuts",
            description: "Apply the laws of indices and logarithms mentally to answer UTME questions in seconds.",
            durationSeconds: 6,
            preview: true,
          },
          {
            title: "Number Bases and Modular Arithmetic",
            description: "Convert between bases and solve modulo questions without long working.",
            durationSeconds: 5,
          },
          {
            title: "Sets and Venn Diagrams",
            description: "Solve two- and three-set Venn diagram problems with a quick formula-based approach.",
            durationSeconds: 6,
          },
        ],
      },
      {
        title: "Algebra Drills",
        lessons: [
          {
            title: "Quadratic Equations: Sum and Product of Roots",
            description: "Use the sum and product of roots to form equations and answer root questions quickly.",
            durationSeconds: 6,
          },
          {
            title: "Variation and Inequalities",
            description: "Solve variation problems and linear and quadratic inequalities by testing options.",
            durationSeconds: 6,
          },
          {
            title: "Arithmetic and Geometric Progressions",
            description: "Find terms, sums and sums to infinity using the fastest formulae.",
            durationSeconds: 5,
          },
          {
            title: "Matrices and Determinants",
            description: "Compute determinants and inverses of 2x2 and 3x3 matrices efficiently.",
            durationSeconds: 6,
          },
        ],
      },
      {
        title: "Calculus, Statistics and Probability Drills",
        lessons: [
          {
            title: "Differentiation and Its Applications",
            description: "Differentiate polynomials and find gradients, turning points and rates of change.",
            durationSeconds: 7,
          },
          {
            title: "Integration and Area Under a Curve",
            description: "Integrate polynomial functions and evaluate definite integrals for areas.",
            durationSeconds: 6,
          },
          {
            title: "Mean, Variance and Standard Deviation",
            description: "Calculate measures of central tendency and dispersion using quick tabular methods.",
            durationSeconds: 6,
          },
          {
            title: "Permutations, Combinations and Probability",
            description: "Solve arrangement, selection and probability questions with minimal working.",
            durationSeconds: 6,
          },
        ],
      },
    ],
  },
  {
    slug: "jamb-physics-past-questions",
    title: "JAMB Physics Past Questions: Solved and Explained",
    tutorEmail: "babatunde.adeyemi@examprep.ng",
    description:
      "A solutions course that works through typical UTME Physics questions topic by topic. Each lesson explains the physics behind the answer, points out the traps in the wrong options, and shows the fastest route to the correct one.",
    category: "Physics",
    exam: "JAMB",
    level: "Advanced",
    price: 5000,
    originalPrice: null,
    durationHours: 3,
    rating: 4.6,
    reviewCount: 73,
    studentCount: 620,
    featured: false,
    bestseller: false,
    objectives: [
      "Recognise the recurring question patterns in UTME Physics",
      "Solve mechanics, heat and waves questions quickly and accurately",
      "Apply formulae for electricity, magnetism and modern physics correctly",
      "Avoid common errors with units and significant figures",
    ],
    requirements: ["Completed SSCE Physics syllabus or equivalent revision", "A scientific calculator"],
    downloadableMaterial: true,
    issueCertificate: false,
    tags: ["jamb", "utme", "physics", "past questions"],
    sections: [
      {
        title: "Mechanics, Heat and Waves",
        lessons: [
          {
            title: "Motion, Equilibrium of Forces and Moments",
            description:
              "Work through UTME questions on equations of motion, resultant forces and the principle of moments.",
            durationSeconds: 8,
            preview: true,
          },
          {
            title: "Work, Energy, Power and Machines",
            description: "Solve past questions on energy conservation, power and the efficiency of machines.",
            durationSeconds: 7,
          },
          {
            title: "Heat Energy: Expansion, Specific Heat Capacity and Gas Laws",
            description: "Answer questions on thermal expansion, specific and latent heat and the gas laws.",
            durationSeconds: 8,
          },
          {
            title: "Waves, Light and Optical Instruments",
            description: "Work through questions on wave properties, refraction, lenses and mirrors.",
            durationSeconds: 7,
          },
        ],
      },
      {
        title: "Electricity, Magnetism and Modern Physics",
        lessons: [
          {
            title: "Current Electricity and Ohm's Law",
            description: "Solve circuit questions on resistors in series and parallel, e.m.f. and internal resistance.",
            durationSeconds: 8,
          },
          {
            title: "Capacitors and Electrostatics",
            description: "Answer questions on Coulomb's law, electric fields and capacitors in combination.",
            durationSeconds: 6,
          },
          {
            title: "Electromagnetic Induction and Alternating Current",
            description: "Work through questions on Faraday's laws, transformers and a.c. circuits.",
            durationSeconds: 7,
          },
          {
            title: "Radioactivity and the Photoelectric Effect",
            description: "Solve questions on half-life, nuclear reactions and photoelectric emission.",
            durationSeconds: 7,
          },
        ],
      },
    ],
  },
];
